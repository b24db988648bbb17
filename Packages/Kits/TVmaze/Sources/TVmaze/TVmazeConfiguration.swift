import Foundation
import Networking

/// How to reach TVmaze's API, which needs no key.
public struct TVmazeConfiguration: Sendable {
    /// TVmaze's own address.
    public static let defaultBaseURL = URL(string: "https://api.tvmaze.com") ?? URL(fileURLWithPath: "/")
    /// The environment variable that sets another base address (tests point it at 127.0.0.1).
    public static let baseURLVariable = "TVMAZE_BASE_URL"

    /// Where requests go: `<baseURL>/lookup/shows`, `<baseURL>/shows/{id}/episodes`...
    public var baseURL: URL
    /// How long one request may take.
    public var timeout: Duration
    /// How a request is sent again when TVmaze answers 429 or 5xx.
    public var retry: RetryPolicy

    /// Creates a configuration; the defaults are 10 s a request and 5 attempts, TVmaze asking
    /// clients that exceed its rate limit (20 calls in 10 seconds) to wait and retry.
    public init(
        baseURL: URL = defaultBaseURL, timeout: Duration = .seconds(10),
        retry: RetryPolicy = RetryPolicy(maxAttempts: 5, initialBackoff: .seconds(1), longestRetryAfter: .seconds(30))
    ) {
        self.baseURL = baseURL
        self.timeout = timeout
        self.retry = retry
    }

    /// The configuration `environment` gives: TVmaze's own address unless ``baseURLVariable``
    /// names another, with `timeout` a request.
    /// - Throws: `BaseAddressError` when the variable holds no http or https address.
    public static func from(environment: [String: String], timeout: Duration = .seconds(10)) throws(BaseAddressError) -> TVmazeConfiguration {
        TVmazeConfiguration(baseURL: try BaseAddress.url(variable: baseURLVariable, in: environment, fallback: defaultBaseURL), timeout: timeout)
    }
}
