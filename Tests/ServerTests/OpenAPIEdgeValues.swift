import Foundation

/// Values that openapi.yaml allows for a schema, at the edges of its constraints. The first is
/// an ordinary value (the schema's first example, or its first edge); each of the others moves
/// one thing: a length at its minimum or maximum, a number at its minimum or maximum, each
/// value of an enum, each format's extremes, each optional property left out or put in, an
/// array empty or holding each value its items may take. Every value is checked against the
/// schema before it is offered, so the server must take each one.
///
/// `gaps` collects what the document leaves open that no server could promise: an integer with
/// no minimum or maximum (the server reads 64 bits), a schema no value fits. Made and used in
/// one task.
final class EdgeValues {
    let document: OpenAPIDocument
    /// The last day an `x-not-after: today` value may be.
    let today: String
    private(set) var gaps: [String] = []

    init(document: OpenAPIDocument, today: String) {
        self.document = document
        self.today = today
    }

    /// Text for a string the schema says little about: short, empty, every kind of character
    /// (accents, CJK, an emoji of three scalars, a combining accent, a tab, a line break),
    /// long, and one holding U+0000.
    static let texts = ["a", "", "Ünïcødé ✓ 日本語 👩‍🚀 e\u{301}\ttab\nline", String(repeating: "x", count: 300), "nul\u{0}byte"]

    /// The values of `schema`, the ordinary one first; `path` names it in `gaps`.
    func values(_ schema: [String: Any], at path: String) -> [Any] {
        let schema = document.resolved(schema)
        let candidates: [Any]
        if let allowed = schema["enum"] as? [Any] {
            candidates = allowed
        } else if let constant = schema["const"] {
            candidates = [constant]
        } else {
            switch OpenAPIDocument.types(of: schema).first {
            case "object"?: candidates = objects(schema, at: path)
            case "array"?: candidates = arrays(schema, at: path)
            case "integer"?: candidates = integers(schema, at: path)
            case "boolean"?: candidates = [false, true]
            default: candidates = strings(schema)
            }
        }
        let values = Self.unique(candidates.filter { fits($0, schema, path) })
        if values.isEmpty { gaps.append("\(path): no value fits its schema") }
        return values
    }

    private func fits(_ value: Any, _ schema: [String: Any], _ path: String) -> Bool {
        document.problems(value, against: schema, at: path, today: today).isEmpty
    }

    private func strings(_ schema: [String: Any]) -> [Any] {
        var texts = schema["examples"] as? [String] ?? []
        switch schema["format"] as? String {
        case "date"?: texts += ["2024-02-29", "0001-01-01", today, "9999-12-31"]
        case "date-time"?: texts += ["2024-02-29T12:34:56.789Z", "0001-01-01T00:00:00Z", "9999-12-31T23:59:59.999Z", "1970-01-01T00:00:00.5Z"]
        default: break
        }
        if let minimum = schema["minLength"] as? Int { texts.append(String(repeating: "a", count: minimum)) }
        if let maximum = schema["maxLength"] as? Int { texts.append(String(repeating: "z", count: maximum)) }
        return texts + Self.texts
    }

    private func integers(_ schema: [String: Any], at path: String) -> [Any] {
        let minimum = OpenAPIDocument.integer(schema["minimum"]), maximum = OpenAPIDocument.integer(schema["maximum"])
        if minimum == nil || maximum == nil {
            gaps.append("\(path): an integer with no minimum or maximum; the server reads 64 bits, and refuses more")
        }
        let examples = (schema["examples"] as? [Any] ?? []).compactMap { OpenAPIDocument.integer($0) }
        return examples + [OpenAPIDocument.integer(schema["default"]), minimum ?? Int.min, maximum ?? Int.max, 1, 0, -1].compactMap { $0 }
    }

    private func arrays(_ schema: [String: Any], at path: String) -> [Any] {
        guard let items = schema["items"] as? [String: Any] else { return [[Any]()] }
        let elements = values(items, at: "\(path)[]")
        let ordinary: [[Any]] = elements.first.map { [[$0]] } ?? []
        return ordinary + [[Any]()] + elements.dropFirst().map { [$0] }
    }

    private func objects(_ schema: [String: Any], at path: String) -> [Any] {
        let properties = (schema["properties"] as? [String: Any] ?? [:]).compactMapValues { $0 as? [String: Any] }
        let names = properties.keys.sorted()
        var values: [String: [Any]] = [:]
        for (name, property) in properties {
            values[name] = self.values(property, at: "\(path).\(name)")
        }
        let required = Set(schema["required"] as? [String] ?? [])
        var full: [String: Any] = [:]
        for name in names { full[name] = values[name]?.first }
        let minimal = full.filter { required.contains($0.key) }
        let ordinary = fits(minimal, schema, path) ? minimal : full
        var objects: [[String: Any]] = [ordinary, full]
        for name in names {
            for value in (values[name] ?? []).dropFirst() {
                objects.append(completed(ordinary.merging([name: value]) { $1 }, full: full, schema, path))
            }
            if ordinary[name] == nil, let first = values[name]?.first {
                objects.append(completed(ordinary.merging([name: first]) { $1 }, full: full, schema, path))
            } else if !required.contains(name) {
                objects.append(ordinary.filter { $0.key != name })
            }
        }
        return objects
    }

    /// `object`, or, when the schema asks for more (`watched` needs `on`), `object` with every
    /// property that it leaves out at its ordinary value.
    private func completed(_ object: [String: Any], full: [String: Any], _ schema: [String: Any], _ path: String) -> [String: Any] {
        fits(object, schema, path) ? object : full.merging(object) { $1 }
    }

    /// `values` without repeats, in order; JSON text tells them apart.
    static func unique(_ values: [Any]) -> [Any] {
        var seen: Set<String> = []
        return values.filter { seen.insert(json($0)).inserted }
    }

    /// `value` as JSON text, keys sorted.
    static func json(_ value: Any) -> String {
        let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
        return data.map { String(decoding: $0, as: UTF8.self) } ?? "\(value)"
    }
}
