import FlyingFox
import Foundation
import Testing
@testable import Networking

@Suite struct NIOHTTPClientTests {
    @Test func sendsHeadersAndReturnsStatusHeadersAndBody() async throws {
        let response = try await LoopbackServer.with(handler: { request in
            let authorization = request.headers[.authorization] ?? "none"
            return FlyingFox.HTTPResponse(
                statusCode: .ok,
                headers: [.contentType: "text/plain", HTTPHeader("X-Echo"): authorization],
                body: Data("hello \(request.path)".utf8)
            )
        }) { baseURL in
            try await NIOHTTPClient().send(Networking.HTTPRequest(
                url: baseURL.appending(path: "greeting"),
                headers: ["Authorization": "Bearer secret"]
            ))
        }
        #expect(response.statusCode == 200)
        #expect(response.header("x-echo") == "Bearer secret")
        #expect(String(decoding: response.body, as: UTF8.self) == "hello /greeting")
    }

    @Test func errorStatusesAreResponsesNotErrors() async throws {
        let response = try await LoopbackServer.with(handler: { _ in
            FlyingFox.HTTPResponse(statusCode: .serviceUnavailable, headers: [HTTPHeader("Retry-After"): "2"])
        }) { baseURL in
            try await NIOHTTPClient().send(Networking.HTTPRequest(url: baseURL))
        }
        #expect(response.statusCode == 503)
        #expect(response.header("Retry-After") == "2")
    }

    @Test func aSlowServerTimesOut() async throws {
        let started = ContinuousClock.now
        let error = try await LoopbackServer.with(handler: { _ in
            try await Task.sleep(for: .seconds(3))
            return FlyingFox.HTTPResponse(statusCode: .ok)
        }) { baseURL in
            await #expect(throws: HTTPClientError.self) {
                try await NIOHTTPClient().send(Networking.HTTPRequest(url: baseURL, timeout: .seconds(1)))
            }
        }
        guard case .timedOut = error else {
            Issue.record("expected a timeout, got \(String(describing: error))")
            return
        }
        let elapsed = ContinuousClock.now - started
        #expect(elapsed >= .milliseconds(900) && elapsed < .seconds(3), "gave up after \(elapsed)")
    }

    @Test func aSubSecondTimeoutIsHonoured() async throws {
        let started = ContinuousClock.now
        let error = try await LoopbackServer.with(handler: { _ in
            try await Task.sleep(for: .seconds(3))
            return FlyingFox.HTTPResponse(statusCode: .ok)
        }) { baseURL in
            await #expect(throws: HTTPClientError.self) {
                try await NIOHTTPClient().send(Networking.HTTPRequest(url: baseURL, timeout: .milliseconds(500)))
            }
        }
        #expect(error?.description.contains("within 0.5 s") == true, "\(String(describing: error))")
        let elapsed = ContinuousClock.now - started
        #expect(elapsed >= .milliseconds(400) && elapsed < .milliseconds(2500), "gave up after \(elapsed)")
    }

    @Test func aClosedPortIsUnreachable() async throws {
        // Port 1 on loopback has no listener: the connection is refused at once.
        let url = URL(string: "http://127.0.0.1:1/")!
        let error = await #expect(throws: HTTPClientError.self) {
            try await NIOHTTPClient().send(Networking.HTTPRequest(url: url))
        }
        guard case .unreachable(let failedURL, _) = error else {
            Issue.record("expected unreachable, got \(String(describing: error))")
            return
        }
        #expect(failedURL == url)
        #expect(error?.description.contains("127.0.0.1:1") == true)
    }
}
