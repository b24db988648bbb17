import Foundation

/// Paths and queries built from text a person typed.
enum PathText {
    /// `text` as one path segment.
    static func segment(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(.init(charactersIn: "/?#"))) ?? ""
    }

    /// A query of the fields with a value, in the order given; empty when none has one.
    static func query(_ fields: KeyValuePairs<String, String?>) -> String {
        let pairs = fields.compactMap { name, value -> String? in
            guard let value, !value.isEmpty, let encoded = value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) else { return nil }
            return name + "=" + encoded
        }
        return pairs.isEmpty ? "" : "?" + pairs.joined(separator: "&")
    }
}
