import FlyingFox
import Foundation
import Synchronization

/// A FlyingFox server on 127.0.0.1 and a port the system chooses, answering with a stand-in's
/// routes and keeping every request it received.
final class LoopbackServer: Sendable {
    /// Its address, such as `http://127.0.0.1:49152`.
    let baseURL: URL
    private let server: HTTPServer
    private let task: Task<Void, any Error>
    private let requests: Requests

    /// The requests received, shared with the route that records them.
    private final class Requests: Sendable {
        let list = Mutex<[String]>([])
    }

    private init(baseURL: URL, server: HTTPServer, task: Task<Void, any Error>, requests: Requests) {
        self.baseURL = baseURL
        self.server = server
        self.task = task
        self.requests = requests
    }

    /// The requests received, as `path?query`, oldest first.
    var received: [String] { requests.list.withLock { $0 } }

    /// Starts listening, answering each request with `answer`.
    static func start(_ answer: @escaping @Sendable (FlyingFox.HTTPRequest) async -> FlyingFox.HTTPResponse) async throws -> LoopbackServer {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 30, logger: .disabled)
        let requests = Requests()
        await server.appendRoute("*") { request in
            requests.list.withLock { $0.append(request.path + "?" + request.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")) }
            return await answer(request)
        }
        let task = Task { try await server.run() }
        try await server.waitUntilListening(timeout: 60)
        guard case .ip4(_, let port) = await server.listeningAddress, let url = URL(string: "http://127.0.0.1:\(port)") else {
            task.cancel()
            throw URLError(.cannotConnectToHost)
        }
        return LoopbackServer(baseURL: url, server: server, task: task, requests: requests)
    }

    /// Stops listening.
    func stop() async {
        await server.stop(timeout: 1)
        task.cancel()
    }

    /// `value` as a JSON answer.
    static func json(_ value: Any) -> FlyingFox.HTTPResponse {
        let body = (try? JSONSerialization.data(withJSONObject: value)) ?? Data()
        return FlyingFox.HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json; charset=utf-8"], body: body)
    }
}
