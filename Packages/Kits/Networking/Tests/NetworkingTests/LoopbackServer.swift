import FlyingFox
import Foundation

/// A real HTTP server on 127.0.0.1 and a free port, for the length of one test.
struct LoopbackServer {
    let server: HTTPServer
    let baseURL: URL

    /// Starts `handler` on 127.0.0.1, runs `body` with the server's base URL, then stops it.
    static func with<Result>(
        handler: @escaping @Sendable (FlyingFox.HTTPRequest) async throws -> FlyingFox.HTTPResponse,
        _ body: (URL) async throws -> Result
    ) async throws -> Result {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 5, logger: .disabled)
        await server.appendRoute("*", handler: handler)
        let task = Task { try await server.run() }
        defer { task.cancel() }
        // Longer than FlyingFox's 5 s default: a loaded CI machine can be slower to listen.
        try await server.waitUntilListening(timeout: 60)
        guard case .ip4(_, let port) = await server.listeningAddress else {
            throw URLError(.cannotConnectToHost)
        }
        let baseURL = URL(string: "http://127.0.0.1:\(port)")!
        let result = try await body(baseURL)
        await server.stop()
        return result
    }
}
