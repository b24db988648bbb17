import JSONWriting
import Foundation
import MoviesInterface
import PropertyBased
import Testing
import WatchlistInterface
@testable import Watchlist
@testable import WatchlistArchive
@testable import WatchlistCLI
@testable import WatchlistHistory
@testable import WatchlistScreens

@Suite struct ArchiveJSONTests {
    private let path = "/tmp/export.json"

    private func decode(_ text: String) throws(ArchiveFileError) -> [ArchivedMovie] {
        try ArchiveJSON.decode(Data(text.utf8), path: path)
    }

    private static func film(id: String = "offline:1", added: String = "2026-11-23T20:15:00.123Z", viewings: String = "[]") -> String {
        #"{"format": "watchlist", "version": 1, "films": [{"id": "\#(id)", "title": "The Godfather", "year": 1972, "added": "\#(added)", "viewings": \#(viewings)}]}"#
    }

    @Test func filmsComeBackAsTheyWereWritten() throws {
        let films = [
            ArchivedMovie(
                movieID: MovieID(source: .imdb, value: "tt0068646"), title: "The Godfather, \"Part\" One/Ⅰ", year: 1972, note: "a\nclassic",
                addedAt: Date(timeIntervalSince1970: 1_795_354_613.407),
                viewings: [
                    ArchivedViewing(watchedOn: try #require(CalendarDay(parsing: "2019-03-02")), rating: 9, review: "Leave the gun."),
                    ArchivedViewing(watchedOn: try #require(CalendarDay(parsing: "2019-03-02")), rating: nil, review: nil),
                ]
            ),
            ArchivedMovie(movieID: MovieID(source: .offline, value: "3"), title: "Alien", year: nil, note: nil, addedAt: Date(timeIntervalSince1970: -0.5), viewings: [], rating: 7),
        ]
        let data = try ArchiveJSON.encode(films)
        #expect(try ArchiveJSON.decode(data, path: path) == films)
        #expect(try ArchiveJSON.encode(try ArchiveJSON.decode(data, path: path)) == data)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""added" : "2026-11-22T13:36:53.407Z""#), "\(text)")
        #expect(text.contains(#""added" : "1969-12-31T23:59:59.500Z""#), "\(text)")
        #expect(text.components(separatedBy: #""rating" : 7"#).count == 2, "the film's own rating, once: \(text)")
    }

    @Test(arguments: [0.0005, 1_795_354_613.4, -86_400.001, 4_102_444_800.999, 951_782_399.9995])
    func timestampsAreExactToTheMillisecond(seconds: Double) throws {
        let date = Date(timeIntervalSince1970: seconds)
        let text = ArchiveJSON.timestamp(date)
        let read = try #require(ArchiveJSON.date(text))
        #expect(ArchiveJSON.timestamp(read) == text)
        #expect(abs(read.timeIntervalSince1970 - seconds) <= 0.0005 + 1e-9, "\(text)")
    }

    @Test func aLetterboxdCSVIsNotAnExport() {
        #expect(throws: ArchiveFileError.notAnExport(path: path, reason: "not valid JSON")) {
            try decode("Date,Name,Year,Letterboxd URI\n2024-01-01,Alien,1979,https://boxd.it/2b0k\n")
        }
    }

    @Test func anotherFormatOrANewerVersionIsRefused() {
        #expect(throws: ArchiveFileError.notAnExport(path: path, reason: #"its format is "trakt", not "watchlist""#)) {
            try decode(#"{"format": "trakt", "version": 1, "films": []}"#)
        }
        #expect(throws: ArchiveFileError.newerVersion(path: path, version: 2)) {
            try decode(#"{"format": "watchlist", "version": 2, "films": []}"#)
        }
    }

    @Test func aMissingFieldIsNamedWithWhereItIs() {
        #expect(throws: ArchiveFileError.notAnExport(path: path, reason: #""title" is missing at films[0]"#)) {
            try decode(#"{"format": "watchlist", "version": 1, "films": [{"id": "offline:1", "added": "2026-11-23T20:15:00.123Z", "viewings": []}]}"#)
        }
    }

    @Test func aFilmTwiceALaterDayOrABlankTitleIsRefusedAndABlankReviewIsNone() throws {
        let film = #"{"id": "offline:1", "title": "A", "added": "2026-01-01T00:00:00.000Z", "viewings": []}"#
        #expect(throws: ArchiveFileError.invalidMovie(path: path, film: 2, reason: "offline:1 is film 1 too; a film appears once")) {
            try decode(#"{"format": "watchlist", "version": 1, "films": [\#(film), \#(film)]}"#)
        }
        let today = try #require(CalendarDay(parsing: "2026-11-23"))
        let later = Self.film(viewings: #"[{"watchedOn": "2026-11-24"}]"#)
        #expect(throws: ArchiveFileError.invalidMovie(path: path, film: 1, reason: "the viewing on 2026-11-24 is after today (2026-11-23)")) {
            try ArchiveJSON.decode(Data(later.utf8), path: path, today: today)
        }
        #expect(throws: ArchiveFileError.invalidMovie(path: path, film: 1, reason: "its title is empty")) {
            try decode(#"{"format": "watchlist", "version": 1, "films": [{"id": "offline:1", "title": " ", "added": "2026-01-01T00:00:00.000Z", "viewings": []}]}"#)
        }
        let blank = try decode(Self.film(viewings: #"[{"watchedOn": "2026-01-02", "review": "  "}, {"watchedOn": "2026-01-03", "review": " ok "}]"#))
        #expect(blank.first?.viewings.map(\.review) == [nil, "ok"])
    }

    @Test(arguments: ["1500-01-01T00:00:00.000Z", "2026-11-23T20:15:00Z", "2026-11-23T20:15:00.1234Z", "2026-11-23T25:15:00.000Z"])
    func aTimeThatWouldNotComeBackTheSameIsRefused(added: String) {
        #expect(throws: ArchiveFileError.self) { try decode(Self.film(added: added)) }
    }

    @Test(arguments: [
        (film(id: "offline:1 2"), "is not a film id"),
        (film(added: "2026-11-23"), "is not a time"),
        (film(viewings: #"[{"watchedOn": "2026-02-30"}]"#), "is not a day"),
        (film(viewings: #"[{"watchedOn": "2026-02-01", "rating": 11}]"#), "the rating 11 of the viewing on 2026-02-01 is not from 1 to 10"),
    ])
    func badValuesAreRefusedNamingTheFilm(text: String, message: String) {
        let error = #expect(throws: ArchiveFileError.self) { try decode(text) }
        #expect(error?.description.hasPrefix("\(path), film 1: ") == true && error?.description.contains(message) == true, "\(String(describing: error))")
    }

    /// Arbitrary bytes, and arbitrary cuts of a real export, are refused with an error or read;
    /// the decoder never crashes or hangs on them.
    @Test func arbitraryBytesNeverCrashTheReader() async throws {
        let valid = Array(try ArchiveJSON.encode([
            ArchivedMovie(movieID: MovieID(source: .offline, value: "1"), title: "Alien", year: 1979, note: "n", addedAt: Date(timeIntervalSince1970: 0),
                         viewings: [ArchivedViewing(watchedOn: try #require(CalendarDay(parsing: "2020-01-01")), rating: 5, review: "r")]),
        ]))
        await propertyCheck(count: 300, input: Gen.uint8().array(of: 0...300), Gen.int(in: 0...valid.count)) { noise, cut in
            for bytes in [noise, Array(valid[..<cut]) + noise, Array(valid[..<cut])] {
                let result = Result { () throws(ArchiveFileError) in try ArchiveJSON.decode(Data(bytes), path: path) }
                switch result {
                case .success(let films):
                    #expect(films.allSatisfy { $0.viewings.allSatisfy { $0.rating.map(Rating.range.contains) ?? true } })
                case .failure(let error):
                    #expect(error.description.hasPrefix(path), "\(error)")
                }
            }
        }
    }

    /// Sections that other features write sit beside `films` with sorted keys, come back as
    /// they were written, and never take the document's own keys.
    @Test func otherSectionsAreKeptBesideTheFilms() throws {
        let series: JSONValue = .array([.object(["id": .string("imdb:tt0903747"), "rating": .integer(9), "share": .number(0.5), "done": .bool(true), "end": .null])])
        let data = try ArchiveJSON.encode([], sections: ["series": series, "version": .integer(99)])
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""version" : 1"#) && !text.contains("99"), "\(text)")
        #expect(text.range(of: #""films""#)?.lowerBound ?? text.endIndex < text.range(of: #""series""#)?.lowerBound ?? text.startIndex)
        #expect(ArchiveJSON.sections(data) == ["series": series])
        #expect(try ArchiveJSON.decode(data, path: "export.json").isEmpty)
        #expect(ArchiveJSON.sections(try ArchiveJSON.encode([])).isEmpty)
    }
}
