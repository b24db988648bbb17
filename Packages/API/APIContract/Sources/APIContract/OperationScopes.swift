/// States in the document each signed-in operation's scope, as the router checks it: an
/// operation under `/v1/` that names no `security` of its own gets `security: [{ bearer:
/// [read] }]` for `get` and `[write]` for the other methods, and the 403 that an app's token
/// outside that scope gets (`OutOfScope`), unless it lists a 403 already. An operation that
/// needs another scope (`scrobble`, `account`), or none (`security: []`), says so in its part,
/// with its 403.
enum OperationScopes {
    static let methods: Set<String> = ["get", "put", "post", "delete", "patch"]

    /// `document`'s lines with each `/v1/` operation's scope stated, after its method's line.
    static func stated(in document: [String]) -> [String] {
        var lines: [String] = []
        var path: Substring?
        var index = 0
        while index < document.count {
            let line = document[index]
            lines.append(line)
            index += 1
            let indent = line.prefix { $0 == " " }.count
            guard !line.isEmpty, line.hasSuffix(":") else { continue }
            if indent == 0 { path = nil }
            if indent == 2 { path = line.dropFirst(2).dropLast() }
            let method = String(line.dropFirst(4).dropLast())
            guard indent == 4, path?.hasPrefix("/v1/") == true, methods.contains(method) else { continue }
            let body = Array(document[index...].prefix { $0.isEmpty || $0.hasPrefix("      ") })
            index += body.count
            guard !body.contains(where: { $0.hasPrefix("      security:") }) else {
                lines += body
                continue
            }
            lines.append("      security: [{ bearer: [\(method == "get" ? "read" : "write")] }]")
            let listsForbidden = body.contains { $0.hasPrefix("        \"403\":") }
            for bodyLine in body {
                lines.append(bodyLine)
                if bodyLine == "      responses:", !listsForbidden {
                    lines.append("        \"403\": { $ref: \"#/components/responses/OutOfScope\" }")
                }
            }
        }
        return lines
    }
}
