import Foundation
import Testing

/// One word in the code for each idea (docs/architecture.md, "Words used in the code"): a
/// title that is not a series is a movie in every type's name, a series is never a show, except
/// where the word is the `show` command's or a source's own (TVmaze's and TMDB's documents and
/// their look-alikes, the show ids of TheTVDB and TVmaze), and a wire document named after its
/// key (the archive's `films`).
@Suite struct GlossaryTests {
    /// The types named after a wire format's key, which keeps its own word.
    static let wireDocuments: Set<String> = [
        "Packages/Adapters/WatchlistAdapters/Sources/WatchlistAPI/ArchiveDocuments.swift Film",
        "Packages/Features/Watchlist/Sources/WatchlistArchive/ArchiveJSON.swift Film",
    ]

    @Test func everyDeclaredTypeUsesTheGlossarysWord() throws {
        let root = ModuleGraph.repositoryRoot
        let files = try RootsNameNoFeatureTests.swiftFiles(under: ["Packages", "MainApp", "DevApps", "Tests"], in: root)
        var declared = 0
        var disagreeing: [String] = []
        for file in files {
            let relative = String(file.path.dropFirst(root.path.count + 1))
            for name in try Self.declaredTypes(in: String(contentsOf: file, encoding: .utf8)) {
                declared += 1
                if let word = Self.disagreement(name, path: relative), !Self.wireDocuments.contains("\(relative) \(name)") {
                    disagreeing.append("\(relative): \(name) says \(word)")
                }
            }
        }
        #expect(declared > 1_000, "the scan finds the declarations (\(declared))")
        #expect(disagreeing.isEmpty, "\(disagreeing.joined(separator: "\n"))")
    }

    /// What the check finds: it can fail.
    @Test func aTypeThatSaysFilmOrShowIsFound() {
        #expect(Self.disagreement("FilmRelease", path: "Packages/Features/Calendar/Sources/CalendarInterface/X.swift") == "Film")
        #expect(Self.disagreement("TrackedShow", path: "Packages/Features/Calendar/Sources/CalendarPorts/X.swift") == "Show")
        #expect(Self.disagreement("MovieRelease", path: "Packages/Features/Calendar/Sources/CalendarInterface/X.swift") == nil)
        #expect(Self.disagreement("Showcase", path: "Packages/Features/Calendar/Sources/Calendar/X.swift") == nil)
        #expect(Self.disagreement("SeriesShowCommand", path: "Packages/Features/Series/Sources/SeriesCLI/X.swift") == nil)
        #expect(Self.disagreement("SeriesShowOptions", path: "Packages/Features/Series/Sources/SeriesCLI/X.swift") == nil, "the `show` command's options")
        #expect(Self.disagreement("Show", path: "Packages/Kits/TVmaze/Sources/TVmazeFixtureServer/X.swift") == nil)
        #expect(Self.declaredTypes(in: "    public struct TrackedShow: Hashable {\n@Suite struct FilmTests {\nlet show = 1") == ["TrackedShow", "FilmTests"])
    }

    /// The word of the glossary's "not in the code" column that `name` holds as a word of its
    /// own (`Film…`, `…Show`, not `Showcase`), unless `path` and the name are where that word is
    /// a command's or a source's.
    static func disagreement(_ name: String, path: String) -> String? {
        let words = camelCaseWords(name)
        if words.contains("Film") || words.contains("Films") { return "Film" }
        guard words.contains("Show") || words.contains("Shows") else { return nil }
        let command = name.hasSuffix("ShowCommand") || name.hasSuffix("ShowOptions") || name == "ShowScreen"
        let source = ["TMDB", "TVmaze", "Jellyfin", "MediaServerStandIns"].contains { path.contains($0) || name.hasPrefix($0) }
        let showIDs = name.contains("ShowID")
        return command || source || showIDs ? nil : "Show"
    }

    /// `name` cut before each capital that follows a lowercase letter: `TMDBShowDocuments` is
    /// `TMDBShow`, `Documents`; the check then looks at each word's ending.
    static func camelCaseWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase, let last = current.last, last.isLowercase {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        words.append(current)
        // An acronym before a word (`TMDBShow`) ends with the word's capital and its letters.
        return words.flatMap { word -> [String] in
            guard let start = word.lastIndex(where: \.isUppercase), start != word.startIndex, word[word.index(before: start)].isUppercase else { return [word] }
            return [String(word[..<start]), String(word[start...])]
        }
    }

    /// The names of the types, protocols and aliases `source` declares, at any depth.
    static func declaredTypes(in source: String) -> [String] {
        let kinds: Set<Substring> = ["struct", "enum", "class", "protocol", "actor", "typealias"]
        var names: [String] = []
        for line in source.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" || $0 == "{" || $0 == "=" })
            guard let kind = words.firstIndex(where: { kinds.contains($0) }), kind + 1 < words.count else { continue }
            // Declarations only: what comes before the keyword is attributes and modifiers.
            let modifiers: Set<Substring> = ["public", "private", "fileprivate", "internal", "package", "final", "indirect", "nonisolated"]
            guard words[..<kind].allSatisfy({ modifiers.contains($0) || $0.hasPrefix("@") }) else { continue }
            names.append(String(words[kind + 1]))
        }
        return names
    }
}
