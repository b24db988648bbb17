import Foundation
import Hummingbird

/// A request that openapi.yaml allows, made from ``EdgeValues``: its path parameters, query
/// parameters and body each at an ordinary value but for the one thing it varies.
struct EdgeRequest: Sendable {
    /// `METHOD /template`.
    let operation: String
    let method: HTTPRequest.Method
    /// The path, every parameter percent-encoded but for unreserved characters, and the query.
    let uri: String
    /// Whether to send the bearer token.
    let secured: Bool
    /// The JSON body, if the operation takes one.
    let body: Data?
    /// What it varies, for messages: `ordinary`, `query year`, `body`.
    let varies: String
}

/// Every operation's edge requests, in an order that keeps them meaningful: sign-up first
/// (log-in finds the profile it made), deletions after the rest (a viewing finds its film
/// still on the list), log-out last (it revokes the token the others use); by path otherwise.
enum EdgeRequests {
    static func all(_ document: OpenAPIDocument, values: EdgeValues) -> [EdgeRequest] {
        let rank = { (operation: String) -> Int in
            switch document.operationID(of: operation) {
            case "signUp"?: 0
            case "logOut"?: 3
            default: operation.hasPrefix("DELETE ") ? 2 : 1
            }
        }
        let path = { (operation: String) -> String in String(operation.drop { $0 != " " }) }
        let operations = document.operations.sorted { (rank($0), path($0), $0) < (rank($1), path($1), $1) }
        return operations.flatMap { requests(for: $0, document, values) }
    }

    /// A parameter and the values it may take.
    private struct Parameter {
        let name: String
        let location: String
        let required: Bool
        let values: [Any]
    }

    private static func requests(for operation: String, _ document: OpenAPIDocument, _ values: EdgeValues) -> [EdgeRequest] {
        let parts = operation.split(separator: " ", maxSplits: 1).map(String.init)
        guard parts.count == 2, let method = HTTPRequest.Method(parts[0]) else { return [] }
        let parameters = document.parameters(of: operation).compactMap { parameter -> Parameter? in
            guard let name = parameter["name"] as? String, let location = parameter["in"] as? String else { return nil }
            let schema = parameter["schema"] as? [String: Any] ?? [:]
            let required = parameter["required"] as? Bool ?? (location == "path")
            return Parameter(name: name, location: location, required: required, values: values.values(schema, at: "\(operation) \(location) \(name)"))
        }
        let bodies = document.requestSchema(of: operation).map { values.values($0, at: "\(operation) body") }

        var ordinary: [String: Any] = [:]
        for parameter in parameters where parameter.required { ordinary[parameter.name] = parameter.values.first }
        var variations: [(varies: String, arguments: [String: Any], body: Any?)] = [("ordinary", ordinary, bodies?.first)]
        for parameter in parameters {
            let choices = parameter.required ? Array(parameter.values.dropFirst()) : parameter.values
            for value in choices {
                variations.append(("\(parameter.location) \(parameter.name)", ordinary.merging([parameter.name: value]) { $1 }, bodies?.first))
            }
        }
        for body in bodies?.dropFirst() ?? [] {
            variations.append(("body", ordinary, body))
        }
        return variations.map { variation in
            EdgeRequest(
                operation: operation, method: method, uri: uri(parts[1], parameters, variation.arguments), secured: document.isSecured(operation),
                body: variation.body.flatMap { try? JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys]) }, varies: variation.varies
            )
        }
    }

    /// `template` with its parameters in place, and the query parameters given.
    private static func uri(_ template: String, _ parameters: [Parameter], _ arguments: [String: Any]) -> String {
        var path = template
        var query: [String] = []
        for parameter in parameters {
            guard let value = arguments[parameter.name] else { continue }
            let text = encoded("\(value)")
            if parameter.location == "path" {
                path = path.replacingOccurrences(of: "{\(parameter.name)}", with: text)
            } else if parameter.location == "query" {
                query.append("\(parameter.name)=\(text)")
            }
        }
        return query.isEmpty ? path : "\(path)?\(query.joined(separator: "&"))"
    }

    /// `text` percent-encoded but for unreserved characters: `:` too, as many clients send it.
    static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    private static var unreserved: CharacterSet {
        CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    }
}
