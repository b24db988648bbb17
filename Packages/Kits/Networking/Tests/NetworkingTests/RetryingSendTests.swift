import Foundation
import Synchronization
import Testing
@testable import Networking

/// One retrying send for every service: 429 and 5xx are sent again, waiting what
/// `Retry-After` asks or a doubling backoff, a bounded number of times; any other answer is
/// the caller's.
@Suite struct RetryingSendTests {
    /// A client that answers each request with the next of `statuses` (the last one again
    /// once they run out), `Retry-After` as `retryAfter` says, and counts the requests.
    final class ScriptedClient: HTTPClient {
        private let statuses: [Int]
        private let retryAfter: String?
        private let sent = Mutex(0)

        init(_ statuses: [Int], retryAfter: String? = nil) {
            self.statuses = statuses
            self.retryAfter = retryAfter
        }

        var requests: Int { sent.withLock { $0 } }

        func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
            let index = sent.withLock { count in
                count += 1
                return count - 1
            }
            let status = statuses[min(index, statuses.count - 1)]
            return HTTPResponse(statusCode: status, headers: retryAfter.map { ["Retry-After": $0] } ?? [:], body: Data("\(status)".utf8))
        }
    }

    static let request = HTTPRequest(url: URL(fileURLWithPath: "/"))
    static let quick = RetryPolicy(maxAttempts: 3, initialBackoff: .milliseconds(1), longestRetryAfter: .seconds(1))

    @Test(arguments: [[200], [404], [401], [503, 200], [429, 500, 200], [429, 403]])
    func theFirstAnswerThatIsNeither429Nor5xxIsReturned(statuses: [Int]) async throws {
        let client = ScriptedClient(statuses)
        let response = try await client.send(Self.request, retrying: Self.quick)
        #expect(response.statusCode == statuses.last && client.requests == statuses.count)
    }

    @Test func aServiceThatKeepsFailingIsAskedAsOftenAsThePolicyAllows() async {
        let client = ScriptedClient([503])
        await #expect(throws: RetriedRequestError.keptFailing(status: 503, attempts: 3)) { try await client.send(Self.request, retrying: Self.quick) }
        #expect(client.requests == 3)
    }

    @Test func aLongerWaitThanAllowedEndsTheAttempts() async {
        let client = ScriptedClient([429], retryAfter: "120")
        await #expect(throws: RetriedRequestError.asksToWait(seconds: 120, status: 429)) { try await client.send(Self.request, retrying: Self.quick) }
        #expect(client.requests == 1)
    }

    @Test func retryAfterIsWaitedFor() async throws {
        let client = ScriptedClient([429, 200], retryAfter: "1")
        let clock = ContinuousClock()
        let started = clock.now
        _ = try await client.send(Self.request, retrying: Self.quick)
        #expect(clock.now - started >= .seconds(1))
    }

    @Test func aCancelledWaitSaysSo() async {
        let client = ScriptedClient([503])
        let task = Task { try await client.send(Self.request, retrying: RetryPolicy(maxAttempts: 3, initialBackoff: .seconds(30), longestRetryAfter: .seconds(1))) }
        try? await Task.sleep(for: .milliseconds(100))
        task.cancel()
        await #expect(throws: RetriedRequestError.cancelled) { try await task.value }
    }
}

/// Every `*_BASE_URL` goes through one check, with one message.
@Suite struct BaseAddressTests {
    static let fallback = URL(string: "https://api.tvmaze.com") ?? URL(fileURLWithPath: "/")

    @Test(arguments: ["http://127.0.0.1:8080", "https://example.org/api/3", "HTTP://EXAMPLE.ORG"])
    func anHTTPAddressWithAHostIsTaken(text: String) throws {
        #expect(try BaseAddress.url(variable: "X_BASE_URL", in: ["X_BASE_URL": text], fallback: Self.fallback).absoluteString == text)
    }

    @Test func anUnsetOrEmptyVariableIsTheServicesOwnAddress() throws {
        #expect(try BaseAddress.url(variable: "X_BASE_URL", in: [:], fallback: Self.fallback) == Self.fallback)
        #expect(try BaseAddress.url(variable: "X_BASE_URL", in: ["X_BASE_URL": ""], fallback: Self.fallback) == Self.fallback)
    }

    @Test(arguments: ["ftp://example.org", "example.org", "http://", "file:///etc/passwd", "not a url"])
    func anythingElseIsRefusedNamingTheVariableAndTheServicesOwn(text: String) {
        #expect(throws: BaseAddressError(variable: "X_BASE_URL", text: text, fallback: Self.fallback)) {
            try BaseAddress.url(variable: "X_BASE_URL", in: ["X_BASE_URL": text], fallback: Self.fallback)
        }
        let message = BaseAddressError(variable: "X_BASE_URL", text: text, fallback: Self.fallback).description
        #expect(message == "X_BASE_URL is \"\(text)\", which is not an http or https address; unset it to use https://api.tvmaze.com")
    }
}
