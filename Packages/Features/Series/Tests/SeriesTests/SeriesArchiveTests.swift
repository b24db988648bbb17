import JSONWriting
import Foundation
import SeriesInterface
import SeriesTesting
import Testing
import WatchlistInterface
@testable import Series
@testable import SeriesCLI

/// The `series` section of the lossless export: what is followed and rated and every viewing, through
/// the JSON and back into another profile's store, the same again; a second import adds
/// nothing; a bad section is refused before anything changes.
@Suite struct SeriesArchiveTests {
    /// A profile that follows Pilot Light, watched two of its episodes (one twice, one by its
    /// own id with a rating), watched an episode of The Office (2001) without following it, and
    /// rated Pilot Light, that Office, and the other Office, which it neither follows nor watched.
    private func watched() async throws -> SeriesFixture {
        let fixture = SeriesFixture()
        _ = try await fixture.service.markWatched(SeriesFixture.pilot, .episodes(season: 1, numbers: 1...2), on: CalendarDay(parsing: "2026-11-01"), rating: nil)
        _ = try await fixture.service.markWatched("imdb:tt0101101", nil, on: nil, rating: 9)
        _ = try await fixture.service.markWatched("imdb:tt0290978", .episodes(season: 2, numbers: 3...3), on: nil, rating: nil)
        _ = try await fixture.service.unfollow("imdb:tt0290978", forgettingViewings: false)
        let day = try #require(CalendarDay(parsing: "2026-10-01"))
        for (reference, value) in [("imdb:tt0386676", 6), (SeriesFixture.pilot, 8), ("imdb:tt0290978", 7)] {
            fixture.repository.rate(try await fixture.service.show(reference).details.series, SeriesRating(value: value, ratedOn: day), for: .fixtureID)
        }
        return fixture
    }

    @Test func anExportImportsIntoAnotherProfileAsItWas() async throws {
        let archived = try await watched().service.archive()
        #expect(archived.map { "\($0.series.title) \($0.series.startYear ?? 0)" } == ["Pilot Light 2020", "The Office 2001", "The Office 2005"])
        #expect(archived.map { $0.followedAt != nil } == [true, false, false])
        #expect(archived.map(\.viewings.count) == [3, 1, 0])
        #expect(archived.map { $0.rating?.value } == [8, 7, 6], "a series rated but neither followed nor watched is exported too")
        let section = try SeriesArchiveJSON.encode(archived)
        let other = SeriesFixture()
        let restored = try await other.service.restore(try SeriesArchiveJSON.decode(section, path: "export.json"), dryRun: false)
        #expect(restored == SeriesRestore(followed: 1, ratingsAdded: 3, viewingsAdded: 4, added: archived), "into an empty profile, all of it is added")
        #expect(try await other.service.archive() == archived)
        #expect(try SeriesArchiveJSON.encode(try await other.service.archive()) == section)
        #expect(try await other.service.restore(archived, dryRun: false) == SeriesRestore(followed: 0, ratingsAdded: 0, viewingsAdded: 0))
        #expect(other.repository.viewings(of: nil, for: .fixtureID).count == 4)
    }

    @Test func aDryRunCountsAndChangesNothing() async throws {
        let archived = try await watched().service.archive()
        let other = SeriesFixture()
        #expect(try await other.service.restore(archived, dryRun: true) == SeriesRestore(followed: 1, ratingsAdded: 3, viewingsAdded: 4))
        #expect(try await other.service.archive().isEmpty)
    }

    @Test func aBadSectionIsRefusedWithWhatIsWrong() throws {
        let cases: [(JSONValue, String)] = [
            (.string("nope"), "its series are not a list of series"),
            (.array([.object(["id": .string("tt1"), "title": .string("X"), "kind": .string("series"), "viewings": .array([])])]), "series 1: \"tt1\" is not a series id"),
            (.array([.object(["id": .string("imdb:tt0000101"), "title": .string("X"), "kind": .string("sitcom"), "viewings": .array([])])]), "its kind \"sitcom\""),
            (.array([.object([
                "id": .string("imdb:tt0000101"), "title": .string("X"), "kind": .string("series"),
                "viewings": .array([.object(["episodeTitle": .string("E"), "watchedOn": .string("2026-11-01"), "rating": .integer(11)])]),
            ])]), "the rating 11 is not from 1 to 10"),
            (.array([.object([
                "id": .string("imdb:tt0000101"), "title": .string("X"), "kind": .string("series"),
                "viewings": .array([.object(["episodeTitle": .string("E"), "watchedOn": .string("2999-01-01")])]),
            ])]), "\"2999-01-01\" is not a day up to today"),
            (.array([.object([
                "id": .string("imdb:tt0000101"), "title": .string("X"), "kind": .string("series"), "rating": .integer(8), "viewings": .array([]),
            ])]), "a rating without ratedOn"),
            (.array([.object([
                "id": .string("imdb:tt0000101"), "title": .string("X"), "kind": .string("series"), "rating": .integer(0),
                "ratedOn": .string("2026-01-01"), "viewings": .array([]),
            ])]), "the series' rating 0 is not from 1 to 10"),
        ]
        for (section, message) in cases {
            let error = #expect(throws: SeriesArchiveError.self) { try SeriesArchiveJSON.decode(section, path: "export.json") }
            #expect(error?.description.contains(message) == true, "\(error?.description ?? "no error"), expected \(message)")
        }
    }
}
