import Foundation
import Yams

/// `Packages/APIContract/openapi.yaml`, read for checking answers against it: which operation
/// a request is, which statuses it documents, and whether a JSON body fits a schema. The
/// schema check covers the subset the document uses: `type` (one or a list), `required`,
/// `properties`, `items`, `enum` and `$ref`.
struct OpenAPIDocument {
    let root: [String: Any]

    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Packages/APIContract/openapi.yaml")

    init() throws {
        let text = try String(contentsOf: Self.url, encoding: .utf8)
        guard let root = try Yams.load(yaml: text) as? [String: Any] else { throw DocumentError("openapi.yaml is not a mapping") }
        self.root = root
    }

    struct DocumentError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Every documented operation, as `METHOD /path/{template}`.
    var operations: Set<String> {
        var all: Set<String> = []
        for (path, item) in root["paths"] as? [String: Any] ?? [:] {
            for method in (item as? [String: Any] ?? [:]).keys where ["get", "post", "put", "delete"].contains(method) {
                all.insert("\(method.uppercased()) \(path)")
            }
        }
        return all
    }

    /// The documented operation that `method` on `path` (no query) is, as `METHOD /template`.
    func operation(_ method: String, _ path: String) -> String? {
        let segments = path.split(separator: "/")
        for candidate in operations where candidate.hasPrefix("\(method) ") {
            let template = candidate.dropFirst(method.count + 1).split(separator: "/")
            guard template.count == segments.count else { continue }
            if zip(template, segments).allSatisfy({ $0.hasPrefix("{") || $0 == $1 }) { return candidate }
        }
        return nil
    }

    /// The response object documented for `status` of `operation`, `$ref` resolved.
    func response(_ operation: String, status: Int) -> [String: Any]? {
        let parts = operation.split(separator: " ", maxSplits: 1)
        let item = (root["paths"] as? [String: Any])?[String(parts[1])] as? [String: Any]
        let responses = (item?[parts[0].lowercased()] as? [String: Any])?["responses"] as? [String: Any]
        return (responses?[String(status)] as? [String: Any]).map(resolved)
    }

    /// The JSON schema of a documented response, if it has a body.
    func schema(of response: [String: Any]) -> [String: Any]? {
        (((response["content"] as? [String: Any])?["application/json"] as? [String: Any])?["schema"] as? [String: Any]).map(resolved)
    }

    /// What is wrong with `value` against `schema`, at `path`; empty when it fits.
    func problems(_ value: Any, against schema: [String: Any], at path: String = "body") -> [String] {
        let schema = resolved(schema)
        if let allowed = schema["enum"] as? [Any], !allowed.contains(where: { "\($0)" == "\(value)" }) {
            return ["\(path) is \(value), not one of \(allowed)"]
        }
        let types = (schema["type"] as? [String]) ?? (schema["type"] as? String).map { [$0] } ?? []
        if !types.isEmpty, !types.contains(where: { Self.value(value, is: $0) }) {
            return ["\(path) is \(type(of: value)) \(value), not \(types.joined(separator: " or "))"]
        }
        var found: [String] = []
        if let object = value as? [String: Any] {
            for key in schema["required"] as? [String] ?? [] where object[key] == nil {
                found.append("\(path).\(key) is missing")
            }
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for (key, member) in object {
                guard let property = properties[key] as? [String: Any] else {
                    found.append("\(path).\(key) is not documented")
                    continue
                }
                found += problems(member, against: property, at: "\(path).\(key)")
            }
        }
        if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
            for (index, element) in array.enumerated() { found += problems(element, against: items, at: "\(path)[\(index)]") }
        }
        return found
    }

    private static func value(_ value: Any, is type: String) -> Bool {
        switch type {
        case "object": value is [String: Any]
        case "array": value is [Any]
        case "string": value is String
        case "integer": (value as? NSNumber).flatMap { Int(exactly: $0.doubleValue) } != nil
        case "boolean": value is Bool
        case "null": value is NSNull
        default: false
        }
    }

    private func resolved(_ object: [String: Any]) -> [String: Any] {
        guard let reference = object["$ref"] as? String, reference.hasPrefix("#/") else { return object }
        var node: Any? = root
        for part in reference.dropFirst(2).split(separator: "/") { node = (node as? [String: Any])?[String(part)] }
        return (node as? [String: Any]).map(resolved) ?? [:]
    }
}
