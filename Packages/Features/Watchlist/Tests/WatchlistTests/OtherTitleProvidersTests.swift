import Injection
import JSONWriting
import MoviesInterface
import Testing
import WatchlistInterface
@testable import WatchlistCLI

/// The list's commands with two features' titles beside the films: a reference is the first
/// provider's that knows it, the listings are both providers', the export's sections and their
/// import are each provider's own.
@Suite struct OtherTitleProvidersTests {
    /// A provider of one kind, whose titles' ids start with its prefix.
    private struct Kind: OtherTitleTracking {
        let name: String
        let days: [String]

        private func owns(_ reference: String) -> Bool { reference.hasPrefix(name + ":") }

        func add(_ reference: String) -> String? { owns(reference) ? "\(name) followed" : nil }
        func remove(_ reference: String) -> String? { owns(reference) ? "\(name) removed" : nil }
        func watched(_ reference: String, options: OtherKindOptions, on day: CalendarDay?, rating: Int?) -> String? {
            owns(reference) ? "\(name) watched" : nil
        }

        var historyKeys: [String] { [name + "Part", "shared"] }
        var tallyNames: OtherTallyNames {
            OtherTallyNames(
                viewing: "play", viewings: "plays", title: name, titles: name + "s",
                viewingsKey: name + "Plays", titlesKey: name + "Titles", hoursKey: name + "Hours", timedKey: name + "Timed"
            )
        }

        func history() throws -> [OtherViewing] {
            try days.map {
                OtherViewing(
                    kind: name, id: "\(name):1", title: name, detail: nil, fields: [OtherField(name + "Part", .integer(1))],
                    watchedOn: try #require(CalendarDay(parsing: $0)), rating: nil
                )
            }
        }

        func list() -> [OtherListEntry] {
            [
                OtherListEntry(
                    kind: name, id: "\(name):1", title: name, startYear: nil, endYear: nil, progress: [OtherColumn("Heard", "0/1", isNumeric: true)],
                    fields: [OtherField(name + "Heard", .integer(0))], continuation: nil
                )
            ]
        }

        func archive() -> [String: JSONValue] { [name: .string("kept")] }

        func restore(_ sections: [String: JSONValue], dryRun: Bool, path: String) -> OtherImportSummary? {
            sections[name] == nil ? nil : OtherImportSummary(kind: name, followed: 1, ratingsAdded: 0, viewingsAdded: days.count)
        }

        func importHistory(_ records: [OtherHistoryRecord], dryRun: Bool) -> OtherHistoryImport? {
            OtherHistoryImport(summary: OtherImportSummary(kind: name, followed: 0, ratingsAdded: 0, viewingsAdded: records.count), unmatched: [], about: "\(name)s", correction: "an id")
        }

        func undoImport(_ imported: OtherImportSummary, dryRun: Bool) -> OtherUndoSummary? {
            imported.kind == name
                ? OtherUndoSummary(kind: name, unfollowed: imported.followed, kept: 0, ratingsRemoved: 0, viewingsRemoved: imported.viewingsAdded, changedSince: 0)
                : nil
        }
    }

    private let both = Contributions<any OtherTitleTracking>([
        Kind(name: "series", days: ["2024-03-01", "2023-01-01"]), Kind(name: "podcast", days: ["2024-03-01", "2023-06-01"]),
    ])

    @Test func aReferenceGoesToTheProviderThatKnowsIt() async throws {
        #expect(try await both.add("podcast:7") == "podcast followed")
        #expect(try await both.remove("series:7") == "series removed")
        #expect(try await both.watched("podcast:7", options: .none, on: nil, rating: nil) == "podcast watched")
        #expect(try await both.add("imdb:tt0078748") == nil, "a film is left to the command")
    }

    @Test func theListingsAreEveryProvidersNewestFirst() async throws {
        let history = try await both.history()
        #expect(history.map { "\($0.kind) \($0.watchedOn)" } == ["series 2024-03-01", "podcast 2024-03-01", "podcast 2023-06-01", "series 2023-01-01"])
        #expect(try await both.list().map(\.kind) == ["series", "podcast"])
    }

    @Test func eachKindHasItsOwnTableAndKeysAsItsProviderGivesThem() async throws {
        let kinds = Array(OtherKinds(try await both.list()))
        #expect(kinds.count == 2)
        let table = kinds[1].table().render(style: .plain)
        #expect(table.hasPrefix("ID         Podcast  Years  Heard\n"), "\(table)")
        #expect(table.contains("podcast:1  podcast  —        0/1"), "\(table)")
        let json = WatchlistJSON.encode([], others: try await both.list())
        #expect(json.contains("\"seriesHeard\" : 0") && json.contains("\"podcastHeard\" : 0"))
        #expect(json.components(separatedBy: "\"seriesHeard\"").count == 2, "a kind's keys are its own entries'")
        #expect(both.historyKeys == ["seriesPart", "shared", "podcastPart"], "each key once, in the providers' order")
    }

    @Test func eachProviderKeepsAndRestoresItsOwnSections() async throws {
        let sections = try await both.archive()
        #expect(sections.keys.sorted() == ["podcast", "series"])
        #expect(try await both.restore(sections, dryRun: true, path: "x.json").map(\.kind) == ["series", "podcast"])
        #expect(try await both.restore(["podcast": .string("kept")], dryRun: true, path: "x.json").map(\.kind) == ["podcast"])
        #expect(try await both.importHistory([], dryRun: true)?.summary.kind == "series", "another service's rows go to the first provider that tracks them")
    }

    @Test func withNoProviderTheCommandsAreAboutFilmsOnly() async throws {
        let none = Contributions<any OtherTitleTracking>([])
        #expect(try await none.add("series:1") == nil)
        #expect(try await none.history().isEmpty)
        #expect(try await none.list().isEmpty)
        #expect(try await none.archive().isEmpty)
        #expect(try await none.importHistory([], dryRun: false) == nil)
    }
}
