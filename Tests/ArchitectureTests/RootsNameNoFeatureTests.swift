import Foundation
import Testing

/// The composition roots (`MainApp/`) build from the one list of features that
/// scripts/feature-list writes, and name nothing of any feature otherwise: no feature, no type
/// a feature declares, no feature's command in a backquoted span of their help or comments.
/// Adding a feature is its packages and one line; removing one touches no root.
@Suite struct RootsNameNoFeatureTests {
    /// The files that scripts/feature-list writes: the one place that names the features.
    static let generated: Set<String> = ["MainApp/CLI/AppFeatures.swift", "MainApp/Server/ServerFeatures.swift"]

    @Test func noRootFileNamesAFeatureItsTypesOrItsCommands() throws {
        let root = ModuleGraph.repositoryRoot
        let features = try Self.features(in: root)
        #expect(features.count >= 6, "\(features)")
        let sources = try Self.swiftFiles(under: ["Packages/Features", "Packages/Adapters"], in: root)
        let types = try Self.declaredTypes(in: sources)
        let commands = try Self.commandNames(in: sources)
        #expect(types.contains("WatchlistService") && commands.contains("search"), "the scan finds the features' types and commands")

        var named: [String] = []
        for file in try Self.swiftFiles(under: ["MainApp"], in: root) {
            let relative = String(file.path.dropFirst(root.path.count + 1))
            guard !Self.generated.contains(relative) else { continue }
            for (number, line) in try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n").enumerated() {
                named += Self.named(in: line, names: features.union(types), commands: commands).map { "\(relative):\(number + 1) names \($0)" }
            }
        }
        #expect(named.isEmpty, "\(named.joined(separator: "\n"))")
    }

    /// What the check finds in a line: it can fail.
    @Test func aLineThatNamesAFeatureATypeOrACommandIsFound() {
        let names: Set<String> = ["Auth", "AuthServerFeature"]
        #expect(Self.named(in: "let auth = AuthServerFeature.self", names: names, commands: ["profiles"]) == ["AuthServerFeature"])
        #expect(Self.named(in: "/// Run `watchlist-server profiles add` (Auth's)", names: names, commands: ["profiles"]) == ["Auth", "the command profiles"])
        #expect(Self.named(in: "/// Authors `remote --help` and AuthServerFeatures", names: names, commands: ["profiles"]).isEmpty)
        #expect(Self.named(in: #"MenuScreen(title: "Auth", help: "`profiles add`")"#, names: names, commands: ["profiles"]) == ["the command profiles"])
    }

    /// The names and commands `line` holds: a name as a whole word outside string literals
    /// (the app's title is Watchlist, as a feature is), a command as the first word of a
    /// backquoted span, after the executable's name.
    static func named(in line: String, names: Set<String>, commands: Set<String>) -> [String] {
        // Split at quotes: the even parts are code, the odd ones string literals.
        let code = line.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
        let words = Set(code.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
        var found = words.intersection(names).sorted()
        // Split at backquotes: the odd parts are the backquoted spans.
        for (index, span) in line.split(separator: "`", omittingEmptySubsequences: false).enumerated() where index % 2 == 1 {
            let spoken = span.split(separator: " ").map(String.init).drop { $0 == "watchlist" || $0 == "watchlist-server" }
            if let first = spoken.first, commands.contains(first) { found.append("the command \(first)") }
        }
        return found
    }

    /// The names in Package.swift's `features`.
    static func features(in root: URL) throws -> Set<String> {
        let manifest = try String(contentsOf: root.appending(path: "Package.swift"), encoding: .utf8)
        guard let list = manifest.firstMatch(of: /let features: \[String\] = \[([^\]]*)\]/) else { return [] }
        return Set(list.output.1.matches(of: /"([A-Za-z0-9]+)"/).map { String($0.output.1) })
    }

    /// Every Swift file under `folders` of `root`, leaving out build folders.
    static func swiftFiles(under folders: [String], in root: URL) throws -> [URL] {
        var files: [URL] = []
        for folder in folders {
            let enumerator = FileManager.default.enumerator(at: root.appending(path: folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.lastPathComponent.hasPrefix(".build") { enumerator?.skipDescendants() }
                if url.pathExtension == "swift" { files.append(url) }
            }
        }
        return files
    }

    /// The names of the public types, protocols and aliases the features' and adapters' sources
    /// declare at the top level (a nested `Options` or `Limits` is named only with its type).
    /// Read line by line: the root tests share two cooperative threads, which a regular
    /// expression over every source held for seconds (ChildProcessTests measures them).
    static func declaredTypes(in files: [URL]) throws -> Set<String> {
        let kinds: Set<Substring> = ["struct", "enum", "class", "protocol", "actor", "typealias"]
        var names: Set<String> = []
        for file in files where file.path.contains("/Sources/") {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") where line.hasPrefix("public ") {
                let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" || $0 == "{" || $0 == "=" })
                guard let kind = words.firstIndex(where: { kinds.contains($0) }), kind + 1 < words.count else { continue }
                names.insert(String(words[kind + 1]))
            }
        }
        return names
    }

    /// The names the features' commands are typed as (`commandName: "search"`).
    static func commandNames(in files: [URL]) throws -> Set<String> {
        var names: Set<String> = []
        for file in files where file.path.contains("/Sources/") {
            for part in try String(contentsOf: file, encoding: .utf8).components(separatedBy: "commandName: \"").dropFirst() {
                if let name = part.split(separator: "\"", maxSplits: 1).first { names.insert(String(name)) }
            }
        }
        return names
    }
}
