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
    /// How many times a request is sent at most when TVmaze answers 429 or 5xx.
    public var maxAttempts: Int
    /// The first wait between attempts when TVmaze gives no `Retry-After`; it doubles each time.
    public var initialBackoff: Duration
    /// The longest `Retry-After` honoured; a longer one ends the attempts with advice to wait.
    public var longestRetryAfter: Duration

    /// Creates a configuration; the defaults are 10 s a request and 5 attempts, TVmaze asking
    /// clients that exceed its rate limit (20 calls in 10 seconds) to wait and retry.
    public init(
        baseURL: URL = defaultBaseURL, timeout: Duration = .seconds(10), maxAttempts: Int = 5, initialBackoff: Duration = .seconds(1),
        longestRetryAfter: Duration = .seconds(30)
    ) {
        self.baseURL = baseURL
        self.timeout = timeout
        self.maxAttempts = max(1, maxAttempts)
        self.initialBackoff = initialBackoff
        self.longestRetryAfter = longestRetryAfter
    }

    /// The configuration `environment` gives: TVmaze's own address unless
    /// ``baseURLVariable`` names another, with `timeout` a request.
    /// - Throws: ``TVmazeAddressError`` when the variable holds no http or https address.
    public static func from(environment: [String: String], timeout: Duration = .seconds(10)) throws(TVmazeAddressError) -> TVmazeConfiguration {
        guard let text = environment[baseURLVariable], !text.isEmpty else { return TVmazeConfiguration(timeout: timeout) }
        guard let url = HTTPAddress.url(text) else { throw TVmazeAddressError(text: text) }
        return TVmazeConfiguration(baseURL: url, timeout: timeout)
    }
}

/// ``TVmazeConfiguration/baseURLVariable`` holds no http or https address.
public struct TVmazeAddressError: Error, Equatable, CustomStringConvertible {
    /// What the variable holds.
    public let text: String

    /// The error for a variable holding `text`.
    public init(text: String) {
        self.text = text
    }

    public var description: String {
        "\(TVmazeConfiguration.baseURLVariable) is \"\(text)\", which is not an http or https address; unset it to use \(TVmazeConfiguration.defaultBaseURL.absoluteString)"
    }
}
