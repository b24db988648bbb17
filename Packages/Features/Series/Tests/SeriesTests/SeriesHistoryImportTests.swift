import AuthInterface
import AuthTesting
import Foundation
import SeriesInterface
import SeriesTesting
import Testing
import WatchlistInterface
@testable import Series

/// Other services' rows about series and episodes, imported into memory: matched by the
/// episode's id, else the show's id or title and the numbers; rewatches kept, specials out of
/// progress, ratings on the viewing they rate, and nothing added twice.
@Suite struct SeriesHistoryImportTests {
    private let fixture = SeriesFixture()

    private var archives: SeriesArchives {
        SeriesArchives(service: fixture.service, catalog: FixtureSeriesCatalog.standard, now: { SeriesFixture.now })
    }

    private func row(_ number: Int, _ title: OtherTitleReference, _ event: HistoryRecord.Event) -> OtherHistoryRecord {
        OtherHistoryRecord(location: SourceLocation(file: "watched-history.json", position: number, unit: .entry), title: title, event: event)
    }

    private func episode(_ show: String, id: String? = nil, _ season: Int, _ number: Int, episodeID: String? = nil) -> OtherTitleReference {
        OtherTitleReference(OtherTitleNaming(title: show, imdbID: id), part: OtherTitlePart(place: [season, number], imdbID: episodeID))
    }

    private func day(_ text: String) throws -> CalendarDay { try #require(CalendarDay(parsing: text)) }

    private static func counts(_ summary: OtherImportSummary) -> String {
        "\(summary.kind) \(summary.followed) followed, \(summary.ratingsAdded) rated, \(summary.viewingsAdded) viewings"
    }

    /// Taking an import back removes its viewings and its show's rating, and unfollows the
    /// show it followed, unless something came to it later; what changed since is counted and
    /// left; a dry run says the same and changes nothing; a second take-back finds nothing left.
    @Test func anImportIsTakenBackWhereItIsStillAsItLeftIt() async throws {
        // Before: a viewing of another show, which keeps it followed.
        _ = try await fixture.service.markWatched("The Office (2001)", .episodes(season: 1, numbers: 1...1), on: try day("2025-01-01"), rating: nil)
        let rows = [
            row(1, episode("Pilot Light", 1, 1), .watched(on: try day("2026-01-01"), rating: nil, review: nil)),
            row(2, episode("Pilot Light", 1, 2), .watched(on: try day("2026-01-02"), rating: 7, review: nil)),
            row(3, OtherTitleReference(OtherTitleNaming(title: "Pilot Light", year: 2020)), .rated(on: try day("2026-03-01"), rating: 10)),
            row(4, OtherTitleReference(OtherTitleNaming(title: "The Office", year: 2005)), .rated(on: try day("2026-03-01"), rating: 6)),
        ]
        let imported = try #require(try await archives.importHistory(rows, dryRun: false))
        #expect(Self.counts(imported.summary) == "series 2 followed, 2 rated, 2 viewings", "\(imported.unmatched)")
        // Later, from elsewhere: a viewing of the other show it followed, and Pilot Light's S1E2 viewing removed by hand.
        _ = try await fixture.service.markWatched("The Office (2005)", .episodes(season: 1, numbers: 2...2), on: try day("2026-02-01"), rating: nil)
        let stored = try await fixture.repository.viewings(of: nil, for: Profile.fixture.id)
        let secondPilot = try #require(stored.first { $0.seriesTitle == "Pilot Light" && $0.episode == 2 })
        #expect(try await fixture.repository.forget([secondPilot], for: Profile.fixture.id) == 1)

        let preview = try #require(try await archives.undoImport(imported.summary, dryRun: true))
        #expect(try await fixture.service.history().count == 3, "a dry run changes nothing")
        let undone = try #require(try await archives.undoImport(imported.summary, dryRun: false))
        #expect(undone == preview)
        #expect(undone == OtherUndoSummary(kind: "series", unfollowed: 1, kept: 1, ratingsRemoved: 2, viewingsRemoved: 1, changedSince: 1))
        let left = try await fixture.service.history().map { "\($0.seriesTitle) \($0.code) \($0.watchedOn)" }.sorted()
        #expect(left == ["The Office S1E1 2025-01-01", "The Office S1E2 2026-02-01"], "what came before and after stays")
        #expect(try await fixture.service.followed().map(\.series.title) == ["The Office", "The Office"], "Pilot Light is no longer followed")
        #expect(try await fixture.repository.ratings(for: Profile.fixture.id).isEmpty)
        #expect(try await archives.undoImport(OtherImportSummary(kind: "podcast", followed: 1, ratingsAdded: 0, viewingsAdded: 0), dryRun: false) == nil)
        let again = try #require(try await archives.undoImport(imported.summary, dryRun: false))
        #expect(again == OtherUndoSummary(kind: "series", unfollowed: 0, kept: 1, ratingsRemoved: 0, viewingsRemoved: 0, changedSince: 5), "\(again)")
    }

    @Test func rowsBecomeViewingsOnceWithTheirRatingsNeverFromARatingAndTheRestIsListedUnmatched() async throws {
        let pilotLight = try #require(try await fixture.service.search("Pilot Light", limit: 1).first)
        let rows = [
            row(1, episode("", id: pilotLight.id.imdb, 1, 2), .rated(on: try day("2026-01-05"), rating: 9)),
            row(2, episode("Pilot Light", 1, 1), .watched(on: try day("2026-01-01"), rating: nil, review: nil)),
            row(3, episode("pilot light", 1, 2), .watched(on: try day("2026-01-02"), rating: nil, review: nil)),
            row(4, episode("Pilot Light", 1, 1), .watched(on: try day("2026-02-01"), rating: nil, review: nil)),
            row(5, episode("Pilot Light", 1, 3), .rated(on: try day("2026-01-09"), rating: 6)),
            row(6, episode("Pilot Light", 1, 99), .watched(on: try day("2026-01-03"), rating: nil, review: nil)),
            row(7, episode("A Show Nobody Made", 1, 1), .watched(on: try day("2026-01-03"), rating: nil, review: nil)),
            row(8, OtherTitleReference(OtherTitleNaming(title: "Pilot Light", year: 2020)), .rated(on: try day("2026-03-01"), rating: 10)),
        ]
        let dryRun = try #require(try await archives.importHistory(rows, dryRun: true))
        #expect(try await fixture.service.history().isEmpty, "a dry run records nothing")
        let imported = try #require(try await archives.importHistory(rows, dryRun: false))
        #expect(Self.counts(imported.summary) == Self.counts(dryRun.summary) && imported.unmatched == dryRun.unmatched && dryRun.summary.reversal == .null)
        #expect(Self.counts(imported.summary) == "series 1 followed, 1 rated, 3 viewings")
        #expect(imported.leftOut == ["1 rating of episodes with no viewing to carry them"], "S1E3's rating, never a viewing")
        #expect(imported.unmatched.map(\.problem) == ["no episode", "no series"] && imported.unmatched.map(\.record.location.position) == [6, 7])
        // What `import` shows of them is this feature's: the kind, the name, the JSON's keys.
        #expect(imported.unmatched.map(\.name) == ["\"Pilot Light\" S1E99", "\"A Show Nobody Made\" S1E1"])
        #expect(imported.unmatched.map(\.kind) == ["episode", "episode"])
        #expect(imported.unmatched.map(\.reason) == ["the series has no episode at these numbers", "no series in the catalog matches"])
        #expect(imported.unmatched.first?.fields.map { "\($0.key)=\($0.value)" } == [
            "kind=string(\"episode\")", "series=string(\"Pilot Light\")", "year=null", "season=integer(1)", "episode=integer(99)", "episodeTitle=null", "imdb=null",
        ])
        let history = try await fixture.service.history()
        #expect(history.map { "\($0.code) \($0.watchedOn) \($0.rating.map(String.init) ?? "-")" }.sorted() == [
            "S1E1 2026-01-01 -", "S1E1 2026-02-01 -", "S1E2 2026-01-02 9",
        ], "a rewatch stays a rewatch; a rating rates the episode's viewing, and is never one")
        #expect(try await fixture.service.show("Pilot Light").rating == SeriesRating(value: 10, ratedOn: try day("2026-03-01")), "the show's own rating is kept")
        let again = try #require(try await archives.importHistory(rows, dryRun: false))
        #expect(again.summary == OtherImportSummary(kind: "series", followed: 0, ratingsAdded: 0, viewingsAdded: 0), "importing twice adds nothing, and has nothing to take back")
        #expect(try await fixture.service.history().count == 3)
    }

    /// An export's episodes in any order (TV Time's and Simkl's files are not in the order
    /// watched) give the same progress as in order: Up Next is the episode after the furthest
    /// watched, and no show is left stuck halfway.
    @Test(arguments: [[1, 2, 3, 4], [4, 2, 3, 1], [3, 4, 1, 2]])
    func episodesInAnyOrderGiveTheRightProgress(order: [Int]) async throws {
        let places = [(1, 1), (1, 2), (1, 3), (2, 1)]
        let rows = try order.enumerated().map { index, number in
            let (season, episode) = places[number - 1]
            return row(index + 1, self.episode("Pilot Light", season, episode), .watched(on: try day("2026-01-0\(number)"), rating: nil, review: nil))
        }
        _ = try #require(try await archives.importHistory(rows, dryRun: false))
        let next = try await fixture.service.upNext().first { $0.series.title == "Pilot Light" }
        #expect(next.map { "S\($0.episode.season ?? -1)E\($0.episode.number ?? -1)" } == "S2E2", "after S2E1, whatever the rows' order")
        #expect(try await fixture.service.history().count == 4)
    }

    /// A show's rating that the profile has is never replaced by an import's: the first one
    /// kept stays, as a viewing's rating typed by hand stays.
    @Test func aShowsRatingIsNeverReplacedByAnImport() async throws {
        let rated = { (rating: Int, day: CalendarDay) in
            [self.row(1, OtherTitleReference(OtherTitleNaming(title: "Pilot Light")), .rated(on: day, rating: rating))]
        }
        let first = try #require(try await archives.importHistory(rated(4, try day("2026-01-01")), dryRun: false))
        #expect(first.summary.ratingsAdded == 1)
        let second = try #require(try await archives.importHistory(rated(9, try day("2026-02-01")), dryRun: false))
        #expect(second.summary.ratingsAdded == 0)
        #expect(try await fixture.service.show("Pilot Light").rating == SeriesRating(value: 4, ratedOn: try day("2026-01-01")))
    }

    @Test func aSpecialIsImportedAndKeptOutOfProgress() async throws {
        let rows = [row(1, episode("Pilot Light", 0, 1), .watched(on: try day("2026-01-01"), rating: nil, review: nil))]
        let imported = try #require(try await archives.importHistory(rows, dryRun: false))
        #expect(imported.summary.viewingsAdded == 1 && imported.unmatched.isEmpty)
        let progress = try #require(try await fixture.service.followed().first)
        #expect(progress.watchedEpisodes == 0 && progress.next?.code == "S1E1")
    }
}

private extension EpisodeViewing {
    var code: String { "S\(season ?? -1)E\(episode ?? -1)" }
}
