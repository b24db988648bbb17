import MoviesInterface
import Testing
import WatchlistInterface
@testable import WatchlistCLI

/// `history` lists films and other kinds' viewings (episodes) together, newest first.
@Suite struct HistoryMergeTests {
    private func day(_ text: String) throws -> CalendarDay {
        try #require(CalendarDay(parsing: text))
    }

    @Test func bothListsInterleaveByDayFilmsFirstOnOneDay() throws {
        let film = { (id: Int, day: CalendarDay) in Viewing(movieID: MovieID(source: .offline, value: String(id)), title: "Film \(id)", year: 2000, watchedOn: day) }
        let episode = { (number: Int, day: CalendarDay) in
            OtherViewing(kind: "episode", id: "imdb:tt0000101", title: "Show", detail: "E\(number)", fields: [], watchedOn: day, rating: nil)
        }
        let films = [film(1, try day("2026-11-20")), film(2, try day("2026-11-10")), film(3, try day("2026-01-01"))]
        let others = [episode(3, try day("2026-11-21")), episode(2, try day("2026-11-10")), episode(1, try day("2025-12-31"))]
        let merged = HistoryItem.merged(films: films, others: others)
        let labels = merged.map { item -> String in
            switch item {
            case .film(let viewing): viewing.title
            case .other(let viewing): viewing.detail ?? ""
            }
        }
        #expect(labels == ["E3", "Film 1", "Film 2", "E2", "Film 3", "E1"])
        #expect(HistoryItem.merged(films: films, others: []).count == 3)
        #expect(HistoryItem.merged(films: [], others: others).count == 3)
    }

    @Test func theJSONGivesEveryItemItsKindAndEveryKeyTheProvidersName() throws {
        let episode = OtherViewing(
            kind: "episode", id: "imdb:tt0000101", title: "Show", detail: "S2E3 Three",
            fields: [OtherField("episodeTitle", .string("Three")), OtherField("season", .integer(2))], watchedOn: try day("2026-11-21"), rating: 8
        )
        let items: [HistoryItem] = [
            .other(episode),
            .film(Viewing(movieID: MovieID(source: .offline, value: "1"), title: "Film", year: 1999, watchedOn: try day("2026-11-20"), rating: nil, review: "ok")),
        ]
        let json = String(decoding: HistoryJSON.encode(items, keys: ["season", "episodeTitle", "part"]), as: UTF8.self)
        #expect(json.contains("\"kind\" : \"episode\""))
        #expect(json.contains("\"episodeTitle\" : \"Three\"") && json.contains("\"season\" : 2"))
        #expect(json.contains("\"kind\" : \"film\""))
        for key in ["review", "season", "episodeTitle", "part"] {
            #expect(json.components(separatedBy: "\"\(key)\"").count == 3, "every item has every key: \(key)")
        }
        #expect(!String(decoding: HistoryJSON.encode(items, keys: []), as: UTF8.self).contains("season"), "no key that no provider names")
        #expect(HistoryTable.make(items).render(style: .plain).contains("Show S2E3 Three"))
    }
}
