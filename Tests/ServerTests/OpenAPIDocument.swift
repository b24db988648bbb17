import Foundation
import ServerComposition
import Yams
@testable import ServerApp

/// The OpenAPI document `watchlist-server` serves (APIContract's openapi.yaml with each listed
/// feature's part, `ServerAssembly.document(of:)`), read for checking answers against it and for
/// making requests from it: which operation a request is, which statuses, headers and parameters it
/// documents, and (`OpenAPIDocument+Schemas.swift`) whether a JSON value fits a schema.
struct OpenAPIDocument {
    let root: [String: Any]

    init() throws {
        try self.init(text: try ServerAssembly.document(of: ServerRoot.features).assembled)
    }

    /// The document, or a feature's part of it, that `text` holds.
    init(text: String) throws {
        guard let root = try Yams.load(yaml: text) as? [String: Any] else { throw DocumentError("the document is not a mapping") }
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

    /// Every documented path, as a template (`/v1/list/{id}`), sorted.
    var paths: [String] {
        (root["paths"] as? [String: Any] ?? [:]).keys.sorted()
    }

    /// The methods documented for `path`, a template, upper case (`GET`).
    func methods(of path: String) -> Set<String> {
        let item = (root["paths"] as? [String: Any])?[path] as? [String: Any] ?? [:]
        return Set(item.keys.filter { Self.methodNames.contains($0) }.map { $0.uppercased() })
    }

    private static let methodNames: Set<String> = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    /// The path item and the operation object of `operation` (`METHOD /template`).
    private func objects(of operation: String) -> (path: [String: Any], operation: [String: Any]) {
        let parts = operation.split(separator: " ", maxSplits: 1).map(String.init)
        guard parts.count == 2, let item = (root["paths"] as? [String: Any])?[parts[1]] as? [String: Any] else { return ([:], [:]) }
        return (item, item[parts[0].lowercased()] as? [String: Any] ?? [:])
    }

    /// The `operationId` of `operation`.
    func operationID(of operation: String) -> String? {
        objects(of: operation).operation["operationId"] as? String
    }

    /// Whether `operation` needs a bearer token: it does unless it says `security: []`.
    func isSecured(_ operation: String) -> Bool {
        guard let security = objects(of: operation).operation["security"] as? [Any] else { return true }
        return !security.isEmpty
    }

    /// The parameters of `operation`, its path's first, each `$ref` resolved.
    func parameters(of operation: String) -> [[String: Any]] {
        let (item, object) = objects(of: operation)
        let all = (item["parameters"] as? [Any] ?? []) + (object["parameters"] as? [Any] ?? [])
        return all.compactMap { ($0 as? [String: Any]).map(resolved) }
    }

    /// The JSON schema of the body `operation` takes, if it takes one.
    func requestSchema(of operation: String) -> [String: Any]? {
        let body = (objects(of: operation).operation["requestBody"] as? [String: Any]).map(resolved)
        return (((body?["content"] as? [String: Any])?["application/json"] as? [String: Any])?["schema"] as? [String: Any]).map(resolved)
    }

    /// The headers a documented response says it always has, by name, with their schemas.
    func requiredHeaders(of response: [String: Any]) -> [(name: String, schema: [String: Any])] {
        (response["headers"] as? [String: Any] ?? [:]).sorted { $0.key < $1.key }.compactMap { name, header in
            guard let header = (header as? [String: Any]).map(resolved), header["required"] as? Bool == true else { return nil }
            return (name, header["schema"] as? [String: Any] ?? [:])
        }
    }

    /// The JSON schema of a documented response, if it has a body.
    func schema(of response: [String: Any]) -> [String: Any]? {
        (((response["content"] as? [String: Any])?["application/json"] as? [String: Any])?["schema"] as? [String: Any]).map(resolved)
    }

    /// `object`, or the object its `$ref` names (itself resolved).
    func resolved(_ object: [String: Any]) -> [String: Any] {
        guard let reference = object["$ref"] as? String, reference.hasPrefix("#/") else { return object }
        var node: Any? = root
        for part in reference.dropFirst(2).split(separator: "/") { node = (node as? [String: Any])?[String(part)] }
        return (node as? [String: Any]).map(resolved) ?? [:]
    }
}
