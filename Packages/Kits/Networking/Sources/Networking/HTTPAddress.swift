import Foundation

/// A base address that a variable or an option gave: http or https, with a host.
public enum HTTPAddress {
    /// The URL in `text` when it is an http or https address with a host; `nil` otherwise.
    public static func url(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), url.host != nil else { return nil }
        return url
    }
}
