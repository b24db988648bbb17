import Foundation

/// JSON for scripts, the same everywhere: pretty-printed, keys sorted, slashes unescaped,
/// ending with a line break.
public enum JSONOutput {
    /// `value` as JSON text.
    public static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}
