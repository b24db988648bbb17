import Foundation
import MoviesInterface
import Testing
import WatchlistInterface
@testable import WatchlistCLI

/// `history` lists films and other kinds' viewings (episodes) together, newest first.
@Suite struct HistoryMergeTests {
    private func written(_ history: History, keys: [String]) -> String {
        var bytes: [UInt8] = []
        HistoryJSON.write(history, keys: keys) { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

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
        let history = History(films: films, others: others)
        let labels = history.lines.map { line -> String in
            switch line {
            case .film(let index): history.films[index].title
            case .other(let index): history.others[index].detail ?? ""
            }
        }
        #expect(labels == ["E3", "Film 1", "Film 2", "E2", "Film 3", "E1"])
        #expect(History(films: films, others: []).lines == [.film(0), .film(1), .film(2)])
        #expect(History(films: [], others: others).lines == [.other(0), .other(1), .other(2)])
    }

    @Test func theJSONGivesEveryItemItsKindAndEveryKeyTheProvidersName() throws {
        let episode = OtherViewing(
            kind: "episode", id: "imdb:tt0000101", title: "Show", detail: "S2E3 Three",
            fields: [OtherField("episodeTitle", .string("Three")), OtherField("season", .integer(2))], watchedOn: try day("2026-11-21"), rating: 8
        )
        let history = History(
            films: [Viewing(movieID: MovieID(source: .offline, value: "1"), title: "Film", year: 1999, watchedOn: try day("2026-11-20"), rating: nil, review: "ok")],
            others: [episode]
        )
        let json = written(history, keys: ["season", "episodeTitle", "part"])
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(objects.map { $0["title"] as? String } == ["Show", "Film"], "newest first")
        #expect(objects.map { $0["watchedOn"] as? String } == ["2026-11-21", "2026-11-20"])
        #expect(objects.map { $0["rating"] as? Int } == [8, nil])
        #expect(objects.map { $0["year"] as? Int } == [nil, 1999])
        #expect(objects.map { $0["id"] as? String } == ["imdb:tt0000101", "offline:1"])
        #expect(json.contains("\"kind\" : \"episode\""))
        #expect(json.contains("\"episodeTitle\" : \"Three\"") && json.contains("\"season\" : 2"))
        #expect(json.contains("\"kind\" : \"film\""))
        for key in ["review", "season", "episodeTitle", "part"] {
            #expect(json.components(separatedBy: "\"\(key)\"").count == 3, "every item has every key: \(key)")
        }
        #expect(!written(history, keys: []).contains("season"), "no key that no provider names")
        #expect(HistoryTable.make(history).render(style: .plain).contains("Show S2E3 Three"))
    }
}
