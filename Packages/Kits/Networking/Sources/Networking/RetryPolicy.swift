/// How a request that a service answers 429 or 5xx is sent again: a bounded number of
/// attempts, each after what `Retry-After` asks or else a backoff that doubles, never after a
/// longer wait than allowed.
public struct RetryPolicy: Sendable, Equatable {
    /// How many times the request is sent at most.
    public var maxAttempts: Int
    /// The first wait when the service gives no `Retry-After`; it doubles each time.
    public var initialBackoff: Duration
    /// The longest `Retry-After` honoured; a longer one ends the attempts.
    public var longestRetryAfter: Duration

    /// A policy of `maxAttempts` (at least one).
    public init(maxAttempts: Int, initialBackoff: Duration, longestRetryAfter: Duration) {
        self.maxAttempts = max(1, maxAttempts)
        self.initialBackoff = initialBackoff
        self.longestRetryAfter = longestRetryAfter
    }
}

/// Why a request sent under a ``RetryPolicy`` has no answer to read.
public enum RetriedRequestError: Error, Equatable, Sendable {
    /// It could not be sent, or nothing came back.
    case transport(HTTPClientError)
    /// The service answered `status` (429 or 5xx) to each of `attempts` attempts.
    case keptFailing(status: Int, attempts: Int)
    /// The service asked to wait `seconds`, longer than the policy allows.
    case asksToWait(seconds: Int, status: Int)
    /// The task was cancelled while it waited to try again.
    case cancelled
}

extension HTTPClient {
    /// Sends `request`, and again after a 429 or 5xx answer as `policy` allows; the first other
    /// answer, whatever its status, is the caller's to read.
    public func send(_ request: HTTPRequest, retrying policy: RetryPolicy) async throws(RetriedRequestError) -> HTTPResponse {
        var backoff = policy.initialBackoff
        var attempt = 0
        while true {
            attempt += 1
            let response: HTTPResponse
            do {
                response = try await send(request)
            } catch {
                throw .transport(error)
            }
            guard response.statusCode == 429 || (500..<600).contains(response.statusCode) else { return response }
            guard attempt < policy.maxAttempts else { throw .keptFailing(status: response.statusCode, attempts: attempt) }
            var wait = backoff
            if let header = response.header("Retry-After"), let seconds = Int(header.trimmingCharacters(in: .whitespaces)), seconds >= 0 {
                guard .seconds(seconds) <= policy.longestRetryAfter else { throw .asksToWait(seconds: seconds, status: response.statusCode) }
                wait = .seconds(seconds)
            }
            do {
                try await Task.sleep(for: wait)
            } catch {
                throw .cancelled
            }
            backoff *= 2
        }
    }
}
