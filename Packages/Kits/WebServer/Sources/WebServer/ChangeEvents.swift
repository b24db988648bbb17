import Hummingbird
import NIOCore
import ReadCache
import ServiceLifecycle
import WebUI

/// Server-sent events for a page that follows changes live: an `event: changed` whenever
/// what its topic names may have changed, whoever changed it (this server, another server on
/// the same storage, the CLI on the same SQLite file), as the ``ReadCache`` hears it. A
/// comment every 15 seconds keeps proxies from closing the stream and finds a closed one.
/// The stream ends at graceful shutdown, so that a page left open never holds a server up.
///
/// Why server-sent events rather than a WebSocket: the page only listens; `EventSource`
/// reconnects by itself; they are plain HTTP, through any proxy, with no library added.
enum ChangeEvents {
    static let heartbeat = Duration.seconds(15)

    private enum Event: Sendable {
        case changed
        case heartbeat
    }

    static func response(topic: ChangeTopic, cache: ReadCache) -> Response {
        let headers: HTTPFields = [.contentType: "text/event-stream", .cacheControl: "no-store"]
        return Response(status: .ok, headers: headers, body: ResponseBody { writer in
            let (events, continuation) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .bufferingNewest(1))
            let changes = cache.changes()
            let feeding = Task {
                for await invalidation in changes where topic.isChanged(by: invalidation) { continuation.yield(.changed) }
                continuation.finish()
            }
            let beating = Task {
                while !Task.isCancelled {
                    try await Task.sleep(for: heartbeat)
                    continuation.yield(.heartbeat)
                }
            }
            defer {
                feeding.cancel()
                beating.cancel()
            }
            try await writer.write(ByteBuffer(string: "retry: 1000\n: following changes\n\n"))
            try await withGracefulShutdownHandler {
                for await event in events {
                    switch event {
                    case .changed: try await writer.write(ByteBuffer(string: "event: changed\ndata: list\n\n"))
                    case .heartbeat: try await writer.write(ByteBuffer(string: ": still here\n\n"))
                    }
                }
            } onGracefulShutdown: {
                continuation.finish()
            }
            try await writer.finish(nil)
        })
    }
}
