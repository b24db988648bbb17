import Foundation

/// The fields of a form or a query, decoded from `application/x-www-form-urlencoded` (the
/// WHATWG URL standard's rules: `+` is a space, `%XX` a byte of UTF-8). A field sent twice
/// keeps every value, in order.
public struct FormFields: Sendable, Hashable {
    private let values: [String: [String]]

    /// No fields.
    public init() {
        values = [:]
    }

    /// Fields with these values.
    public init(_ values: [String: [String]]) {
        self.values = values
    }

    /// Decodes `text`. A pair whose name or value is not valid percent-encoded UTF-8 is left out.
    public init(urlEncoded text: Substring) {
        var values: [String: [String]] = [:]
        for pair in text.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = Self.decode(parts[0]), let value = Self.decode(parts.count > 1 ? parts[1] : "") else { continue }
            values[name, default: []].append(value)
        }
        self.values = values
    }

    /// The first value of `name`, trimmed of surrounding white space; `nil` when absent or blank.
    public subscript(name: String) -> String? {
        guard let value = values[name]?.first?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else { return nil }
        return value
    }

    /// Every value sent for `name`, as sent.
    public func all(_ name: String) -> [String] {
        values[name] ?? []
    }

    /// The first value of `name` as a whole number.
    /// - Throws: ``WebError`` (400) when it is present and not a number in `range`.
    public func integer(_ name: String, in range: ClosedRange<Int>, label: String) throws(WebError) -> Int? {
        guard let text = self[name] else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw WebError(status: 400, message: "\(label) must be a whole number from \(range.lowerBound) to \(range.upperBound), not \(text)")
        }
        return value
    }

    /// The first value of `name` as one of `Choice`'s raw values.
    /// - Throws: ``WebError`` (400) when it is present and none of them.
    public func choice<Choice: RawRepresentable & CaseIterable>(_ name: String, as _: Choice.Type) throws(WebError) -> Choice?
    where Choice.RawValue == String {
        guard let text = self[name] else { return nil }
        guard let value = Choice(rawValue: text) else {
            throw WebError(status: 400, message: "\(name) must be one of \(Choice.allCases.map(\.rawValue).joined(separator: ", ")), not \(text)")
        }
        return value
    }

    private static func decode(_ text: Substring) -> String? {
        String(text).replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}
