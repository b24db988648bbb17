import Foundation
import Networking

/// How to reach TMDB's API v3.
public struct TMDBConfiguration: Sendable {
    /// TMDB's own address.
    public static let defaultBaseURL = URL(string: "https://api.themoviedb.org/3") ?? URL(fileURLWithPath: "/")
    /// The environment variable that holds the API read access token.
    public static let tokenVariable = "TMDB_API_TOKEN"
    /// The environment variable that overrides the base URL (tests point it at 127.0.0.1).
    public static let baseURLVariable = "TMDB_BASE_URL"

    /// Where requests go: `<baseURL>/search/movie`, `<baseURL>/movie/{id}`...
    public var baseURL: URL
    /// The API read access token, sent as `Authorization: Bearer <token>`.
    public var token: String
    /// How long one request may take.
    public var timeout: Duration
    /// How many times a request is sent at most when TMDB answers 429 or 5xx.
    public var maxAttempts: Int
    /// The first wait between attempts when TMDB gives no `Retry-After`; it doubles each time.
    public var initialBackoff: Duration
    /// The longest `Retry-After` honoured; a longer one ends the attempts with advice to wait.
    public var longestRetryAfter: Duration

    /// Creates a configuration; the defaults are 10 s per request and 3 attempts.
    public init(
        baseURL: URL = defaultBaseURL,
        token: String,
        timeout: Duration = .seconds(10),
        maxAttempts: Int = 3,
        initialBackoff: Duration = .milliseconds(500),
        longestRetryAfter: Duration = .seconds(10)
    ) {
        self.baseURL = baseURL
        self.token = token
        self.timeout = timeout
        self.maxAttempts = max(1, maxAttempts)
        self.initialBackoff = initialBackoff
        self.longestRetryAfter = longestRetryAfter
    }
}

extension TMDBConfiguration {
    /// How a request is sent again after TMDB answers 429 or 5xx.
    var retry: RetryPolicy {
        RetryPolicy(maxAttempts: maxAttempts, initialBackoff: initialBackoff, longestRetryAfter: longestRetryAfter)
    }

    /// The configuration `environment` gives when ``tokenVariable`` is set: TMDB's own address
    /// unless ``baseURLVariable`` names another, each request allowed `timeout`; `nil` without
    /// a token. The CLI, the calendar and the server's posters read it alike.
    /// - Throws: `BaseAddressError` when the base address is not http or https.
    public static func from(environment: [String: String], timeout: Duration = .seconds(10)) throws(BaseAddressError) -> TMDBConfiguration? {
        guard let token = environment[tokenVariable], !token.isEmpty else { return nil }
        let baseURL = try BaseAddress.url(variable: baseURLVariable, in: environment, fallback: defaultBaseURL)
        return TMDBConfiguration(baseURL: baseURL, token: token, timeout: timeout)
    }
}
