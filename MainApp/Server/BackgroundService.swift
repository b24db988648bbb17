import Logging
import ServerComposition
import ServiceLifecycle

/// A feature's ``BackgroundTask`` as one of the application's services: it starts with the
/// server, and a graceful shutdown cancels it.
struct BackgroundService: Service {
    let task: BackgroundTask
    let logger: Logger

    func run() async throws {
        logger.info("background task started", metadata: ["task": "\(task.name)"])
        await cancelWhenGracefulShutdown {
            let (logger, name) = (logger, task.name)
            await task.run(BackgroundLog(
                notice: { logger.notice("\($0)", metadata: ["task": "\(name)"]) },
                debug: { logger.debug("\($0)", metadata: ["task": "\(name)"]) }
            ))
        }
    }
}
