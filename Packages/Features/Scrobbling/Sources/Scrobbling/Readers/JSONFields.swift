import Foundation
import JSONWriting
import ScrobblingInterface

/// A JSON object read leniently, as media servers write them: a number may come as a string
/// and a boolean as `True` (Jellyfin's templates print .NET's), and an absent or mistyped
/// field is `nil`, never a crash.
struct JSONFields {
    private let values: [String: JSONValue]

    init(_ values: [String: JSONValue]) {
        self.values = values
    }

    /// The object of a whole document.
    /// - Throws: ``HookError/unreadable(_:)`` when it is not JSON, or not an object.
    static func document(_ bytes: [UInt8]) throws(HookError) -> JSONFields {
        let parsed: JSONValue
        do {
            parsed = try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
        } catch {
            throw .unreadable("the body is not JSON")
        }
        guard case .object(let object) = parsed else { throw .unreadable("the body is JSON but not an object") }
        return JSONFields(object)
    }

    /// The nested object `key`.
    func object(_ key: String) -> JSONFields? {
        guard case .object(let object) = values[key] else { return nil }
        return JSONFields(object)
    }

    /// The array of objects `key`.
    func objects(_ key: String) -> [JSONFields] {
        guard case .array(let array) = values[key] else { return [] }
        return array.compactMap { value in
            guard case .object(let object) = value else { return nil }
            return JSONFields(object)
        }
    }

    /// A text: a string, or a number written as text; empty text counts as none.
    func string(_ key: String) -> String? {
        switch values[key] {
        case .string(let text):
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.isEmpty ? nil : trimmed
        case .integer(let number):
            return String(number)
        case .number(let number) where number.isFinite && abs(number) < 1e15:
            return number == number.rounded() ? String(Int(number)) : String(number)
        default:
            return nil
        }
    }

    /// A whole number, from a number or a text.
    func int(_ key: String) -> Int? {
        guard let value = double(key), abs(value) < 1e15 else { return nil }
        return Int(value.rounded())
    }

    /// A number, from a number or a text.
    func double(_ key: String) -> Double? {
        switch values[key] {
        case .number(let number): number.isFinite ? number : nil
        case .integer(let number): Double(number)
        case .string(let text): Double(text.trimmingCharacters(in: .whitespaces)).flatMap { $0.isFinite ? $0 : nil }
        default: nil
        }
    }

    /// A boolean: `true`, or the text `true` or `True`.
    func bool(_ key: String) -> Bool? {
        switch values[key] {
        case .bool(let value): value
        case .string(let text):
            switch text.trimmingCharacters(in: .whitespaces).lowercased() {
            case "true": true
            case "false": false
            default: nil
            }
        default: nil
        }
    }

    /// A date in ISO 8601, with or without fractions of a second.
    func date(_ key: String) -> Date? {
        guard let text = string(key) else { return nil }
        return Self.iso8601(text)
    }

    /// The text of `key`, whatever the case of its letters (Emby's `ProviderIds` has been
    /// written `Imdb` and `IMDB`).
    func string(anyCase key: String) -> String? {
        guard let found = values.keys.first(where: { $0.caseInsensitiveCompare(key) == .orderedSame }) else { return nil }
        return string(found)
    }

    static func iso8601(_ text: String) -> Date? {
        let strategies: [Date.ISO8601FormatStyle] = [.iso8601, Date.ISO8601FormatStyle(includingFractionalSeconds: true)]
        for strategy in strategies {
            if let date = try? strategy.parse(text) { return date }
        }
        // .NET writes seven digits of fractions, which the format styles refuse: keep three.
        if let dot = text.firstIndex(of: "."), let end = text[dot...].firstIndex(where: { !$0.isNumber && $0 != "." }) {
            let digits = text[text.index(after: dot)..<end].prefix(3)
            return try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text[..<dot] + "." + digits + text[end...])
        }
        return nil
    }
}
