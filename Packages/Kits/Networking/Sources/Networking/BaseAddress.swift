import Foundation

/// A service's base address: its own, unless an environment variable names another (tests
/// point one at 127.0.0.1). Every `*_BASE_URL` goes through it, with one check (http or https,
/// with a host) and one message.
public enum BaseAddress {
    /// The address `variable` holds in `environment`, else `fallback`.
    /// - Throws: ``BaseAddressError`` when the variable holds no http or https address.
    public static func url(variable: String, in environment: [String: String], fallback: URL) throws(BaseAddressError) -> URL {
        guard let text = environment[variable], !text.isEmpty else { return fallback }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), url.host() != nil else {
            throw BaseAddressError(variable: variable, text: text, fallback: fallback)
        }
        return url
    }
}

/// A variable that names a service's base address holds no http or https address.
public struct BaseAddressError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The variable.
    public let variable: String
    /// What it holds.
    public let text: String
    /// The service's own address, used when the variable is unset.
    public let fallback: URL

    /// The error for `variable` holding `text`, in place of `fallback`.
    public init(variable: String, text: String, fallback: URL) {
        self.variable = variable
        self.text = text
        self.fallback = fallback
    }

    public var description: String {
        "\(variable) is \"\(text)\", which is not an http or https address; unset it to use \(fallback.absoluteString)"
    }
}
