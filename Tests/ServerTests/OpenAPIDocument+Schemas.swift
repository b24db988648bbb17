import Foundation

/// Whether a JSON value (as `JSONSerialization` reads it) fits a schema of openapi.yaml. It
/// covers what the document uses: `$ref`, `type` (one or a list), `enum`, `const`, `required`,
/// `properties` (a property that a `type: object` schema does not list is a problem, so that
/// an answer says nothing undocumented), `items`, `minItems`, `allOf`, `not`,
/// `if`/`then`/`else`, `pattern` (ECMA-262: unanchored, and `$` only at the very end),
/// `minLength` and `maxLength` (in code points), `minimum` and `maximum`, `format` (`date`,
/// `date-time`, `uuid`), and the document's own `x-not-after: today` when a today is given.
extension OpenAPIDocument {
    /// What is wrong with `value` against `schema`, at `path`; empty when it fits. `today`
    /// (YYYY-MM-DD) is the last day an `x-not-after: today` value may be; `nil` ignores it.
    func problems(_ value: Any, against schema: [String: Any], at path: String = "body", today: String? = nil) -> [String] {
        let schema = resolved(schema)
        if let allowed = schema["enum"] as? [Any], !allowed.contains(where: { Self.same($0, value) }) {
            return ["\(path) is \(value), not one of \(allowed)"]
        }
        if let constant = schema["const"], !Self.same(constant, value) {
            return ["\(path) is \(value), not \(constant)"]
        }
        let types = Self.types(of: schema)
        if !types.isEmpty, !types.contains(where: { Self.value(value, is: $0) }) {
            return ["\(path) is \(type(of: value)) \(value), not \(types.joined(separator: " or "))"]
        }
        var found: [String] = []
        if let text = value as? String {
            found += textProblems(text, against: schema, at: path, today: today)
        }
        if let number = Self.integer(value) {
            if let minimum = Self.integer(schema["minimum"]), number < minimum { found.append("\(path) is \(number), less than \(minimum)") }
            if let maximum = Self.integer(schema["maximum"]), number > maximum { found.append("\(path) is \(number), more than \(maximum)") }
        }
        if let object = value as? [String: Any] {
            found += objectProblems(object, against: schema, at: path, today: today)
        }
        if let array = value as? [Any] {
            if let minimum = schema["minItems"] as? Int, array.count < minimum { found.append("\(path) has \(array.count) items, fewer than \(minimum)") }
            if let items = schema["items"] as? [String: Any] {
                for (index, element) in array.enumerated() { found += problems(element, against: items, at: "\(path)[\(index)]", today: today) }
            }
        }
        for part in schema["allOf"] as? [Any] ?? [] {
            if let part = part as? [String: Any] { found += problems(value, against: part, at: path, today: today) }
        }
        if let condition = schema["if"] as? [String: Any] {
            let branch = problems(value, against: condition, at: path, today: today).isEmpty ? schema["then"] : schema["else"]
            if let branch = branch as? [String: Any] { found += problems(value, against: branch, at: path, today: today) }
        }
        if let excluded = schema["not"] as? [String: Any], problems(value, against: excluded, at: path, today: today).isEmpty {
            found.append("\(path) is \(value), which the schema excludes")
        }
        return found
    }

    private func objectProblems(_ object: [String: Any], against schema: [String: Any], at path: String, today: String?) -> [String] {
        var found: [String] = []
        for key in schema["required"] as? [String] ?? [] where object[key] == nil {
            found.append("\(path).\(key) is missing")
        }
        let properties = schema["properties"] as? [String: Any] ?? [:]
        let listsEveryProperty = Self.types(of: schema).contains("object")
        for (key, member) in object.sorted(by: { $0.key < $1.key }) {
            guard let property = properties[key] as? [String: Any] else {
                if listsEveryProperty { found.append("\(path).\(key) is not documented") }
                continue
            }
            found += problems(member, against: property, at: "\(path).\(key)", today: today)
        }
        return found
    }

    private func textProblems(_ text: String, against schema: [String: Any], at path: String, today: String?) -> [String] {
        var found: [String] = []
        let length = text.unicodeScalars.count
        if let minimum = schema["minLength"] as? Int, length < minimum { found.append("\(path) is \(length) characters long, fewer than \(minimum)") }
        if let maximum = schema["maxLength"] as? Int, length > maximum { found.append("\(path) is \(length) characters long, more than \(maximum)") }
        if let pattern = schema["pattern"] as? String, !Self.matches(text, pattern) {
            found.append("\(path) \(text.debugDescription) does not match \(pattern)")
        }
        if let format = schema["format"] as? String, !Self.fits(text, format: format) {
            found.append("\(path) \(text.debugDescription) is not a \(format)")
        }
        if let today, schema["x-not-after"] as? String == "today", text > today {
            found.append("\(path) \(text) is after today, \(today)")
        }
        return found
    }

    /// Whether `pattern` finds a match in `text` as ECMA-262 would: ICU's `$`, like Python's,
    /// also matches before a final line break, so a final `$` is read as `\z`.
    static func matches(_ text: String, _ pattern: String) -> Bool {
        let ecma = pattern.hasSuffix("$") && !pattern.hasSuffix("\\$") ? String(pattern.dropLast()) + "\\z" : pattern
        guard let expression = try? NSRegularExpression(pattern: ecma) else { return false }
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// Whether `text` is a `format` of JSON Schema (RFC 3339's full-date and date-time).
    static func fits(_ text: String, format: String) -> Bool {
        switch format {
        case "date":
            return isDay(text)
        case "date-time":
            let dateTime = "^([0-9]{4}-[0-9]{2}-[0-9]{2})[Tt]([0-9]{2}):([0-9]{2}):([0-9]{2})(\\.[0-9]+)?([Zz]|[+-]([0-9]{2}):([0-9]{2}))$"
            guard matches(text, dateTime) else { return false }
            let bytes = Array(text.utf8)
            let number = { (at: Int) in Int(bytes[at] - UInt8(ascii: "0")) * 10 + Int(bytes[at + 1] - UInt8(ascii: "0")) }
            return isDay(String(text.prefix(10))) && number(11) <= 23 && number(14) <= 59 && number(17) <= 60
        case "uuid":
            return UUID(uuidString: text) != nil
        default:
            return true
        }
    }

    /// Whether `text` is YYYY-MM-DD naming a day that exists (proleptic Gregorian).
    static func isDay(_ text: String) -> Bool {
        guard matches(text, "^[0-9]{4}-[0-9]{2}-[0-9]{2}$") else { return false }
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]) else { return false }
        let (year, month, day) = (parts[0], parts[1], parts[2])
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return (1...days).contains(day)
    }

    /// A whole number, from YAML or from JSON; `nil` for anything else.
    static func integer(_ value: Any?) -> Int? {
        if let number = value as? Int { return number }
        if let number = value as? NSNumber { return Int(exactly: number.doubleValue) }
        return nil
    }

    static func types(of schema: [String: Any]) -> [String] {
        (schema["type"] as? [String]) ?? (schema["type"] as? String).map { [$0] } ?? []
    }

    private static func same(_ lhs: Any, _ rhs: Any) -> Bool {
        "\(lhs)" == "\(rhs)"
    }

    private static func value(_ value: Any, is type: String) -> Bool {
        switch type {
        case "object": value is [String: Any]
        case "array": value is [Any]
        case "string": value is String
        case "integer": integer(value) != nil
        case "number": value is Double || integer(value) != nil || (value as? NSNumber) != nil
        case "boolean": value is Bool
        case "null": value is NSNull
        default: false
        }
    }
}
