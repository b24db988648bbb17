import APIContract
import Foundation
import MoviesInterface
import PropertyBased
import Testing
import WatchlistAPI
import WatchlistInterface

/// The documents carry the features' models across the wire unchanged, and bodies from the
/// network that are not documents are refused, never a crash.
@Suite struct WatchlistDocumentTests {
    private static let text = Gen.element(of: ["", "Alien", "Ça, \"quoted\"", "line\nbreak", "日本", "🎬"]).map { $0 ?? "" }

    @Test func archivesComeBackAsTheyWent() async throws {
        let viewing = zip(Gen.int(in: 1...28), Gen.int(in: 1...10).optional, Self.text.optional).map { day, rating, review in
            ArchivedViewing(watchedOn: CalendarDay(parsing: "2024-02-\(day < 10 ? "0" : "")\(day)") ?? CalendarDay(containing: Date()), rating: rating, review: review)
        }
        let film = zip(Gen.int(in: 1...99_999), Self.text, Gen.int(in: 1888...2030).optional, Self.text.optional, Gen.int(in: 0...2_000_000_000_000), viewing.array(of: 0...3))
            .map { id, title, year, note, milliseconds, viewings in
                ArchivedMovie(
                    movieID: MovieID(source: .offline, value: String(id)), title: title, year: year, note: note,
                    addedAt: Date(timeIntervalSince1970: Double(milliseconds) / 1000), viewings: viewings
                )
            }
        await propertyCheck(count: 200, input: film.array(of: 0...5)) { films in
            let data = try APIJSON.encoder().encode(ArchiveDocument(films))
            let back = try APIJSON.decoder().decode(ArchiveDocument.self, from: data).archivedMovies()
            #expect(back == films)
        }
    }

    @Test func historiesAndSummariesComeBackAsTheyWent() throws {
        let day = try #require(CalendarDay(parsing: "2025-06-01"))
        let records = [
            HistoryRecord(location: SourceLocation(file: "diary.csv", position: 2), film: MovieReference(title: "Alien", year: 1979, imdbID: "tt0078748"), event: .watched(on: day, rating: 9, review: "yes")),
            HistoryRecord(location: SourceLocation(file: "w.json", position: 1, unit: .entry), film: MovieReference(title: "Heat", year: nil), event: .listed(on: nil)),
            HistoryRecord(location: SourceLocation(file: "r.csv", position: 3), film: MovieReference(title: "Up", year: 2009, tmdbID: "14160"), event: .rated(on: day, rating: 7)),
            HistoryRecord(location: SourceLocation(file: "s.csv", position: 4), film: MovieReference(title: "Jaws", year: 1975), event: .seen(on: day)),
        ]
        let history = ServiceHistory(service: "Letterboxd", records: records, others: [], skipped: [SourceLocation(file: "x.csv", position: 9)])
        let data = try APIJSON.encoder().encode(ServiceHistoryDocument(history))
        #expect(try APIJSON.decoder().decode(ServiceHistoryDocument.self, from: data).history() == history)

        var summary = ImportSummary()
        summary.added = 3
        summary.viewingsAdded = 2
        summary.unmatched = [UnmatchedRow(record: records[0], problem: .ambiguous, candidates: [MovieSummary(id: MovieID(source: .offline, value: "1"), title: "Alien", year: 1979)])]
        let summaryData = try APIJSON.encoder().encode(ImportSummaryDocument(summary))
        #expect(try APIJSON.decoder().decode(ImportSummaryDocument.self, from: summaryData).summary() == summary)
    }

    @Test func aBadIdOrDayIsNamedByItsField() throws {
        let body = Data(#"{"films":[{"id":"offline:1","title":"A","added":"2025-01-01T00:00:00Z","viewings":[{"on":"2025-13-01"}]}]}"#.utf8)
        #expect(throws: APIDocumentError(field: "films[0].viewings[0].on", value: "2025-13-01")) {
            try APIJSON.decoder().decode(ArchiveDocument.self, from: body).archivedMovies()
        }
    }

    @Test func aTimeOnADayThatDoesNotExistIsRefused() throws {
        for added in ["2025-02-29T00:00:00Z", "8827-02-30T05:37:05.7Z", "2025-04-31T00:00:00.000Z"] {
            let body = Data(#"{"films":[{"id":"offline:1","title":"A","added":"\#(added)","viewings":[]}]}"#.utf8)
            #expect(throws: DecodingError.self, "\(added)") { try APIJSON.decoder().decode(ArchiveDocument.self, from: body) }
        }
        let leap = Data(#"{"films":[{"id":"offline:1","title":"A","added":"2024-02-29T23:59:59.5Z","viewings":[]}]}"#.utf8)
        #expect(try APIJSON.decoder().decode(ArchiveDocument.self, from: leap).films.first?.added == Date(timeIntervalSince1970: 1_709_251_199.5))
    }

    /// What the document's pattern refuses, the server refuses: Schemathesis sent the first.
    @Test(arguments: [
        "1912-12-15T21:03:53Z*", "2025-01-01T00:00:00Z ", " 2025-01-01T00:00:00Z", "2025-01-01T00:00:00", "2025-01-01T24:00:00Z",
        "2025-01-01T23:60:00Z", "2025-01-01T23:00:60Z", "2025-01-01T1:00:00Z", "2025-01-01t10:00:00Z", "2025-01-01T10:00:00+00:00",
        "2025-01-01T10:00:00.Z", "2025-01-01T10:00:00.1234Z", "2025-01-01T10:00:00.12aZ", "2025-01-01T10:00:00.123Z*",
        "2025-01-01T10:00:00ZZ", "0000-01-01T00:00:00Z",
    ])
    func aTimeOutsideTheDocumentsShapeIsRefused(added: String) throws {
        let body = Data(#"{"films":[{"id":"offline:1","title":"A","added":"\#(added)","viewings":[]}]}"#.utf8)
        #expect(throws: DecodingError.self) { try APIJSON.decoder().decode(ArchiveDocument.self, from: body) }
    }

    @Test(arguments: [("2025-01-01T10:00:00Z", 1_735_725_600.0), ("2025-01-01T10:00:00.1Z", 1_735_725_600.1), ("2025-01-01T10:00:00.123Z", 1_735_725_600.123)])
    func aTimeOfTheDocumentsShapeIsRead(added: String, seconds: Double) throws {
        let body = Data(#"{"films":[{"id":"offline:1","title":"A","added":"\#(added)","viewings":[]}]}"#.utf8)
        #expect(try APIJSON.decoder().decode(ArchiveDocument.self, from: body).films.first?.added == Date(timeIntervalSince1970: seconds))
    }

    @Test func nullIsRefusedForANamedFieldAndIgnoredForAnUnnamedOne() throws {
        #expect(throws: DecodingError.self) { try APIJSON.decoder().decode(NewEntryDocument.self, from: Data(#"{"id":"offline:1","note":null}"#.utf8)) }
        #expect(throws: DecodingError.self) { try APIJSON.decoder().decode(NewViewingDocument.self, from: Data(#"{"rating":null}"#.utf8)) }
        let entry = try APIJSON.decoder().decode(NewEntryDocument.self, from: Data(#"{"id":"offline:1","other":null}"#.utf8))
        #expect(entry.id == "offline:1" && entry.note == nil)
    }

    @Test func arbitraryBytesAreRefusedNotACrash() async {
        await propertyCheck(count: 300, input: Gen.uint8().array(of: 0...300)) { bytes in
            _ = try? APIJSON.decoder().decode(ArchiveDocument.self, from: Data(bytes)).archivedMovies()
            _ = try? APIJSON.decoder().decode(ServiceHistoryDocument.self, from: Data(bytes)).history()
        }
    }
}

/// The fast writers of the list and the history write what `JSONEncoder` writes.
@Suite struct ListJSONTests {
    private static let text = Gen.element(of: ["", "Alien", "Ça, \"quoted\"", "line\nbreak", "a/b", "\u{1}", "🎬"]).map { $0 ?? "" }
    private static let day = Gen.int(in: 1...28).map { CalendarDay(parsing: "2024-03-\($0 < 10 ? "0" : "")\($0)") }

    @Test func aListIsWrittenAsJSONEncoderWritesIt() async {
        let entry = zip(Gen.int(in: 1...99_999), Self.text, Gen.int(in: 1888...2030).optional, Self.text.optional, Gen.int(in: -1_000_000...4_000_000_000_000), Self.day, Gen.int(in: 1...10).optional, Gen.int(in: 0...5))
            .map { id, title, year, note, milliseconds, day, rating, count in
                WatchlistEntry(
                    movieID: MovieID(source: .imdb, value: "tt\(id)"), title: title, year: year, note: note,
                    addedAt: Date(timeIntervalSince1970: Double(milliseconds) / 1000), lastWatchedOn: count > 0 ? day : nil,
                    rating: count > 0 ? rating : nil, viewingCount: count
                )
            }
        await propertyCheck(count: 300, input: entry.array(of: 0...4)) { entries in
            let expected = try APIJSON.encoder().encode(entries.map(EntryDocument.init))
            #expect(ListJSON.encode(entries) == Array(expected))
        }
    }

    @Test func aHistoryIsWrittenAsJSONEncoderWritesIt() async {
        let viewing = zip(Gen.int(in: 1...99_999), Self.text, Gen.int(in: 1888...2030).optional, Self.day, Gen.int(in: 1...10).optional, Self.text.optional)
            .map { id, title, year, day, rating, review in
                Viewing(movieID: MovieID(source: .offline, value: String(id)), title: title, year: year, watchedOn: day ?? CalendarDay(containing: Date()), rating: rating, review: review)
            }
        await propertyCheck(count: 300, input: viewing.array(of: 0...4)) { viewings in
            let expected = try APIJSON.encoder().encode(viewings.map(ViewingDocument.init))
            #expect(ListJSON.encode(viewings) == Array(expected))
        }
    }
}
