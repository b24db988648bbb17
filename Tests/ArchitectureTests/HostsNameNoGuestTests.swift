import Foundation
import Testing

/// The hosts' interfaces name no guest's shapes (issue 64, §4): the Interface modules that
/// declare an extension point for titles of another kind (a `public protocol Other…`), their
/// features' web pages, and the composition kits every feature plugs into declare nothing about
/// series, seasons, episodes or shows. Their comments may give examples; their code speaks of titles of another kind,
/// wholes and parts, and takes the words people read (kinds, names, columns, JSON keys) from
/// the feature that provides them.
@Suite struct HostsNameNoGuestTests {
    /// A guest's words, in any case, inside an identifier.
    static let guestWords = ["season", "episode", "series"]

    @Test func noHostInterfaceNamesAGuestsShapes() throws {
        let root = ModuleGraph.repositoryRoot
        let hosts = try Self.hostModules(in: root)
        #expect(["WatchlistInterface", "MoviesWeb", "ServerComposition"].allSatisfy { name in hosts.contains { $0.hasSuffix(name) } }, "the scan finds the hosts: \(hosts)")
        var named: [String] = []
        for module in hosts {
            for file in try RootsNameNoFeatureTests.swiftFiles(under: [module], in: root) {
                let relative = String(file.path.dropFirst(root.path.count + 1))
                named += Self.guestIdentifiers(in: try String(contentsOf: file, encoding: .utf8)).map { "\(relative) names \($0)" }
            }
        }
        #expect(named.isEmpty, "\(named.joined(separator: "\n"))")
    }

    /// What the check finds: it can fail, and it reads code, not comments or text.
    @Test func aGuestsIdentifierIsFoundAndItsWordsInCommentsAndTextAreNot() {
        let code = """
            /// An episode's season.
            public struct OtherTitleReference { public let season: Int?; let kind = Kind.episode }
            protocol ShowIDLookup { func show(_ reference: String) } // a series
            let text = "a series \\" episode", more = \"""
                season
                \"""
            """
        #expect(Self.guestIdentifiers(in: code) == ["season", "episode", "ShowIDLookup"])
    }

    /// The hosts' source directories, relative to the repository: each feature's Interface
    /// module that declares a `public protocol Other…` with its web module, and the
    /// composition kits' modules.
    static func hostModules(in root: URL) throws -> [String] {
        let manager = FileManager.default
        var modules: [String] = []
        for feature in try manager.contentsOfDirectory(atPath: root.appending(path: "Packages/Features").path).sorted() {
            let sources = "Packages/Features/\(feature)/Sources"
            for module in (try? manager.contentsOfDirectory(atPath: root.appending(path: sources).path).sorted()) ?? [] where module.hasSuffix("Interface") {
                let files = try RootsNameNoFeatureTests.swiftFiles(under: ["\(sources)/\(module)"], in: root)
                if try files.contains(where: { try String(contentsOf: $0, encoding: .utf8).contains("public protocol Other") }) {
                    modules.append("\(sources)/\(module)")
                    // Its web pages too, which list other kinds' titles beside its own.
                    let web = "Packages/Adapters/\(feature)Adapters/Sources/\(feature)Web"
                    if manager.fileExists(atPath: root.appending(path: web).path) { modules.append(web) }
                }
            }
        }
        for kit in ["Packages/Kits/Composition/Sources", "Packages/API/APIRouting/Sources"] {
            for module in try manager.contentsOfDirectory(atPath: root.appending(path: kit).path).sorted() where module.hasSuffix("Composition") {
                modules.append("\(kit)/\(module)")
            }
        }
        return modules
    }

    /// The identifiers of `source`'s code, its comments and string literals left out, that hold
    /// a guest's word (``guestWords``) or `Show` as a word of their own (`ShowIDLookup`, not the
    /// `show` command's method), in order, each once.
    static func guestIdentifiers(in source: String) -> [String] {
        var found: [String] = []
        for identifier in identifiers(in: code(of: source)) where !found.contains(identifier) {
            let lowered = identifier.lowercased()
            let camelShow = GlossaryTests.camelCaseWords(identifier).contains { $0 == "Show" || $0 == "Shows" }
            if guestWords.contains(where: lowered.contains) || camelShow { found.append(identifier) }
        }
        return found
    }

    /// `source` without its comments and the contents of its string literals.
    static func code(of source: String) -> String {
        var code = ""
        var characters = source[...]
        while let first = characters.first {
            if characters.hasPrefix("//") {
                characters = characters.drop(while: { $0 != "\n" })
            } else if characters.hasPrefix("/*") {
                characters = characters.range(of: "*/").map { characters[$0.upperBound...] } ?? ""
            } else if characters.hasPrefix("\"\"\"") {
                characters = characters.dropFirst(3)
                characters = characters.range(of: "\"\"\"").map { characters[$0.upperBound...] } ?? ""
                code += "\"\""
            } else if first == "\"" {
                characters = characters.dropFirst()
                while let next = characters.first, next != "\"", next != "\n" {
                    characters = characters.dropFirst(next == "\\" ? 2 : 1)
                }
                characters = characters.dropFirst()
                code += "\"\""
            } else {
                code.append(first)
                characters = characters.dropFirst()
            }
        }
        return code
    }

    /// The words of `code` that can be identifiers.
    static func identifiers(in code: String) -> [String] {
        code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init).filter { $0.first?.isNumber == false }
    }
}
