/// Adds an ``OpenAPIPart`` to the document's lines: each entry of the part's `paths:` and
/// `components:` sections goes at the end of the document's section of the same name.
///
/// The document and the parts are the repository's own files, written in the one shape that
/// openapi.yaml has (two spaces per level, each section's entries one level in), which is all
/// this reads; the root's tests parse the assembled document with a YAML library.
enum OpenAPIAssembly {
    /// The sections a part may add to, with how deep their entries are indented.
    static let sections: [(name: String, header: String, parent: String?, entryIndent: Int)] = [
        ("paths", "paths:", nil, 2),
        ("components/parameters", "  parameters:", "components:", 4),
        ("components/headers", "  headers:", "components:", 4),
        ("components/responses", "  responses:", "components:", 4),
        ("components/schemas", "  schemas:", "components:", 4),
    ]

    static func add(_ part: OpenAPIPart, to document: inout [String]) throws(OpenAPIPartError) {
        for (name, lines) in try split(part) where !lines.isEmpty {
            guard let section = sections.first(where: { $0.name == name }), let range = range(of: section, in: document) else {
                throw .unknownSection(feature: part.feature, line: name)
            }
            let existing = Set(document[range].compactMap { entry(in: $0, indent: section.entryIndent) })
            var added: Set<String> = []
            for entry in lines.compactMap({ entry(in: $0, indent: section.entryIndent) }) {
                guard !existing.contains(entry), added.insert(entry).inserted else {
                    throw .duplicate(feature: part.feature, section: name, name: entry)
                }
            }
            let end = document[range].lastIndex(where: { !isBlank($0) }).map { $0 + 1 } ?? range.upperBound
            document.insert(contentsOf: lines, at: end)
        }
    }

    /// The part's lines by section, in the order they first appear; blank and comment lines
    /// between entries stay with their section.
    private static func split(_ part: OpenAPIPart) throws(OpenAPIPartError) -> [(String, [String])] {
        var found: [(String, [String])] = []
        var top: String?
        var current: String?
        for line in part.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if isBlank(line) {
                if let current, let index = found.firstIndex(where: { $0.0 == current }) { found[index].1.append(line) }
                continue
            }
            let indent = line.prefix(while: { $0 == " " }).count
            if indent == 0 {
                guard line == "paths:" || line == "components:" else { throw .unknownSection(feature: part.feature, line: line) }
                top = line
                current = line == "paths:" ? "paths" : nil
                continue
            }
            if top == "components:", indent == 2 {
                guard let section = sections.first(where: { $0.header == line && $0.parent == "components:" }) else {
                    throw .unknownSection(feature: part.feature, line: line)
                }
                current = section.name
                continue
            }
            guard let current, indent >= (current == "paths" ? 2 : 4) else { throw .unknownSection(feature: part.feature, line: line) }
            if let index = found.firstIndex(where: { $0.0 == current }) { found[index].1.append(line) } else { found.append((current, [line])) }
        }
        return found.map { name, lines in (name, Array(lines.reversed().drop(while: isBlank).reversed())) }
    }

    /// The lines of `section` in the document: from its header to the next line as shallow.
    private static func range(of section: (name: String, header: String, parent: String?, entryIndent: Int), in document: [String]) -> Range<Int>? {
        var start = 0
        if let parent = section.parent {
            guard let parentLine = document.firstIndex(of: parent) else { return nil }
            start = parentLine + 1
        }
        guard let header = document[start...].firstIndex(of: section.header) else { return nil }
        let depth = section.entryIndent - 2
        let end = document[(header + 1)...].firstIndex { !isBlank($0) && $0.prefix(while: { $0 == " " }).count <= depth } ?? document.endIndex
        return (header + 1)..<end
    }

    /// The name of the entry that `line` opens, when it is one at `indent`.
    private static func entry(in line: String, indent: Int) -> String? {
        guard line.prefix(while: { $0 == " " }).count == indent, !line.dropFirst(indent).hasPrefix("#"),
              let colon = line.firstIndex(of: ":") else { return nil }
        return String(line[line.index(line.startIndex, offsetBy: indent)..<colon])
    }

    private static func isBlank(_ line: String) -> Bool {
        line.allSatisfy(\.isWhitespace) || line.drop(while: { $0 == " " }).hasPrefix("#")
    }
}
