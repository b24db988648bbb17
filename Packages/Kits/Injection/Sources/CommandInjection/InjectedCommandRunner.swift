import ArgumentParser
import Injection
import Foundation

/// Runs an executable's commands in the order that does only what the command needs:
/// parse the command line (so `--help` and usage errors build nothing), build the container
/// from the parsed ``WiringOptions``, resolve the parsed command's `@Injected` dependencies
/// (and nothing else), then run it.
///
/// The whole graph is not verified here: every root's graph and every command's needs are
/// checked when the root tests run the executable with `COMPOSITION_ROOT_CHECK=1`
/// (``CompositionRootCheck``), so a launch pays only for what its command uses. A dependency
/// that cannot be built (a missing token, a damaged database) ends the run with its own
/// message, the executable's advice, and exit code 1, never a crash.
public enum InjectedCommandRunner {
    /// Parses `arguments` (the process's own by default) against `root`, builds the container
    /// with `makeContainer` from the parsed wiring, prepares and runs the command, and exits.
    public static func main<Wiring: WiringOptions>(
        _ root: any ParsableCommand.Type,
        wiring: Wiring.Type,
        arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        advice: ErrorAdvice = .none,
        makeContainer: @Sendable (Wiring) async throws -> Container
    ) async -> Never {
        if CompositionRootCheck.isRequested {
            await CompositionRootCheck.run(root, wiring: wiring, makeContainer: makeContainer)
        }
        let parsed: any ParsableCommand
        do {
            parsed = try root.parseAsRoot(arguments)
        } catch {
            root.exit(withError: error)
        }
        do {
            let invocation = CommandInvocation(parsed: parsed)
            // A command that needs nothing (help, say) runs without a container being built.
            if invocation.needsContainer {
                let container = try await makeContainer(try CommandInvocation.wiring(Wiring.self, of: parsed))
                InjectionContext.install(container)
                try invocation.prepare()
            }
            try await invocation.run()
            root.exit()
        } catch let error as ResolutionError {
            root.exit(withError: advice.advised(error.underlyingError ?? error))
        } catch {
            root.exit(withError: advice.advised(error))
        }
    }
}
