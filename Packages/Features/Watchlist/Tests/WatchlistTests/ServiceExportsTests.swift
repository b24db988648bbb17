import WatchlistTestSupport
import Foundation
import Testing
import WatchlistInterface
@testable import WatchlistImportReaders

/// Reading Letterboxd's, IMDb's and Trakt's exports from the hand-made fixtures, and every
/// kind of bad input, each refused with its file and line.
@Suite struct ServiceExportsTests {
    func history(_ paths: [String], format: ImportFormat? = nil) throws -> ServiceHistory {
        guard case .service(let history) = try ImportFiles.read(paths, format: format) else {
            throw ArchiveFileError.unknownFormat(path: paths.joined(), reason: "read as this program's JSON")
        }
        return history
    }

    func day(_ text: String) throws -> CalendarDay { try #require(CalendarDay(parsing: text)) }

    @Test func aLetterboxdFolderGivesItsWatchlistDiaryRatingsAndReviews() throws {
        let history = try history([ServiceExportFixtures.folder("letterboxd")])
        #expect(history.service == "Letterboxd")
        let events = history.records.map { "\($0.film.title)|\($0.film.year.map(String.init) ?? "")|\($0.event)" }
        #expect(events.count == 14)
        #expect(events.prefix(2) == [
            "Parasite|2019|listed(on: Optional(2024-01-03))", "Casablanca|1942|listed(on: Optional(2024-02-11))",
        ])
        #expect(events.contains("Amélie|2001|seen(on: 2023-08-15)"))
        #expect(events.contains("Alien|1979|rated(on: Optional(2023-06-10), rating: 9)"))
        // The review, joined to its diary entry by URI, keeps its line break, comma and quotes.
        let rewatch = try #require(history.records.first { $0.location.position == 4 && $0.location.file.hasSuffix("diary.csv") })
        #expect(rewatch.event == .watched(on: try day("2024-03-01"), rating: 9, review: "Still perfect.\nThe wedding scene, again: \"leave the gun\"."))
        // diary.csv has CRLF line ends and a trailing empty line: lines still count right.
        let last = try #require(history.records.last)
        #expect(last.film.title == "The Film Nobody Made")
        #expect(last.location.description.hasSuffix("diary.csv, line 6"))
    }

    @Test func theZipLetterboxdSendsReadsLikeItsFolderAndIgnoresDeletedEntries() throws {
        let fixtures = try ServiceExportFixtures()
        defer { fixtures.remove() }
        var files = try ServiceExportFixtures.files(of: "letterboxd")
        files["deleted/diary.csv"] = Data("Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2020-01-01,Deleted,2000,x,,,,2020-01-01\n".utf8)
        let zip = try fixtures.zip(files, named: "letterboxd-ada-2026-11-23-10-00-utc.zip")
        let fromZip = try history([zip])
        let fromFolder = try history([ServiceExportFixtures.folder("letterboxd")])
        #expect(fromZip.records.map(\.event) == fromFolder.records.map(\.event))
        #expect(fromZip.records.map(\.film) == fromFolder.records.map(\.film))
        #expect(fromZip.records.first?.location.file == "\(zip)/watchlist.csv")
    }

    @Test func imdbsTwoLayoutsReadAlikeAndSkipWhatIsNotAFilm() throws {
        let folder = ServiceExportFixtures.folder("imdb")
        let history = try history(["ratings.csv", "ratings-2019-layout.csv", "watchlist.csv", "watchlist-2019-layout.csv"].map { "\(folder)/\($0)" })
        #expect(history.service == "IMDb")
        #expect(history.skipped.isEmpty)
        #expect(history.others.map { "\($0.title.kindWord)|\($0.title.whole.imdbID ?? "")|\($0.title.whole.title)|\($0.title.whole.year ?? 0)|\($0.event)" } == [
            "series|tt0944947|Game of Thrones|2011|rated(on: Optional(2023-03-05), rating: 9)",
            "episode|||0|rated(on: Optional(2022-02-02), rating: 8)",
            "series|tt0903747|Breaking Bad|2008|rated(on: Optional(2022-02-01), rating: 9)",
            "series|tt0475784|Westworld|2016|listed(on: Optional(2024-05-03))",
        ], "series and episode rows go to the feature that tracks them, in file order")
        let pilot = try #require(history.others.first { $0.title.part != nil })
        #expect(pilot.title.part?.imdbID == "tt0959621" && pilot.title.part?.title == "Pilot", "an episode row names the episode, not its show")
        let films = history.records.map { "\($0.film.imdbID ?? "")|\($0.film.title)|\($0.event)" }
        #expect(films == [
            "tt0211915|Amélie|rated(on: Optional(2023-03-04), rating: 8)",
            "tt0245429|Spirited Away|rated(on: Optional(2023-04-01), rating: 9)",
            "tt0068646|The Godfather|rated(on: Optional(2022-01-15), rating: 10)",
            "tt0078748|Alien|rated(on: Optional(2022-03-20), rating: 8)",
            "tt6751668|Parasite|listed(on: Optional(2024-05-01))",
            "tt0034583|Casablanca|listed(on: Optional(2024-05-02))",
            "tt0133093|The Matrix|listed(on: Optional(2020-01-01))",
        ])
        // ratings.csv starts with a byte-order mark and ends lines with CRLF.
        #expect(history.records.first?.location.position == 2)
    }

    @Test func traktsFilesGiveViewingsRatingsAndTheWatchlistAndHandOverShowsAndEpisodes() throws {
        let history = try history([ServiceExportFixtures.folder("trakt")])
        #expect(history.service == "Trakt")
        #expect(history.skipped.isEmpty)
        let episodes = history.others.filter { $0.title.part != nil }
        #expect(episodes.map { "\($0.title.whole.title) S\($0.title.season ?? -1)E\($0.title.episode ?? -1) \($0.title.part?.imdbID ?? "-")" } == [
            "Breaking Bad S1E2 -", "Breaking Bad S1E3 -", "Breaking Bad S1E1 -", "Breaking Bad S1E2 -", "Breaking Bad S1E1 tt0959621",
            "Sherlock S0E1 -", "A Show Nobody Made S1E1 -",
        ], "ratings-episodes.json first (files in name order), then the history; watched-shows.json is not read")
        #expect(episodes.allSatisfy { $0.title.whole.imdbID != nil || $0.title.whole.title == "A Show Nobody Made" })
        #expect(episodes.first?.event == .rated(on: try day("2023-03-03"), rating: 9) && episodes.first?.title.part?.tvdbID == "349233")
        let shows = history.others.filter { $0.title.part == nil }
        #expect(shows.map(\.title.whole.title) == ["Breaking Bad", "Sherlock"], "shows rated in ratings-movies.json and ratings-shows.json")
        let events = history.records.map(\.event)
        #expect(events.count == 6)
        #expect(events.contains(.rated(on: try day("2024-01-06"), rating: 9)))
        let matrix = try #require(history.records.first { $0.film.title == "The Matrix" })
        #expect(matrix.film == MovieReference(title: "The Matrix", year: 1999, imdbID: "tt0133093", tmdbID: "603"))
        #expect(history.records.contains { $0.film.title == "Toy Story" && $0.location.unit == .entry })
    }

    @Test func eachFileAloneIsToldByItsContentWhateverItsName() throws {
        let fixtures = try ServiceExportFixtures()
        defer { fixtures.remove() }
        let diary = try Data(contentsOf: URL(fileURLWithPath: ServiceExportFixtures.folder("letterboxd") + "/diary.csv"))
        let renamed = try fixtures.write(diary, named: "my-diary.txt")
        #expect(try history([renamed]).records.count == 5)
        let ratings = try fixtures.write(try Data(contentsOf: URL(fileURLWithPath: ServiceExportFixtures.folder("trakt") + "/ratings-movies.json")), named: "x.json")
        #expect(try history([ratings]).records.map(\.event).first == .rated(on: try day("2024-01-06"), rating: 9))
        #expect(try history([renamed], format: .letterboxd).records.count == 5)
        let mismatch = #expect(throws: ArchiveFileError.self) { try history([renamed], format: .imdb) }
        #expect(mismatch == .notTheFormat(path: renamed, format: "an IMDb export", reason: "it looks like a Letterboxd export"))
    }

    @Test func theCSVThatExportWritesForLetterboxdReadsBack() throws {
        let fixtures = try ServiceExportFixtures()
        defer { fixtures.remove() }
        let path = try fixtures.write("""
            Title,Year,imdbID,tmdbID,WatchedDate,Rating10,Rewatch,Review\r
            Alien,1979,,,2019-03-02,9,false,"tense, very"\r
            The Matrix,1999,tt0133093,,,,,\r

            """, named: "diary.csv")
        let records = try history([path]).records
        #expect(records.map(\.event) == [.watched(on: try day("2019-03-02"), rating: 9, review: "tense, very"), .listed(on: nil)])
        #expect(records.last?.film.imdbID == "tt0133093")
    }

    @Test(arguments: [
        ("Date,Name,Year,Letterboxd URI\n2024-01-03,\"Parasite,2019,x\n2024-01-04,Alien,1979,y\n", "line 2: a quote opened here is never closed"),
        ("Date,Name,Year,Letterboxd URI\n2024-13-03,Parasite,2019,x\n", "line 2: \"2024-13-03\" in Date is not a date (YYYY-MM-DD)"),
        ("Date,Name,Year,Letterboxd URI,Rating\n2024-01-03,Parasite,2019,x,6\n", "line 2: \"6\" in Rating is not a rating from 0.5 to 5 stars"),
        ("Date,Name,Year,Letterboxd URI,Rating\n2024-01-03,Parasite,2019,x,2.25\n", "line 2: \"2.25\" in Rating is not a rating from 0.5 to 5 stars"),
        ("Date,Name,Year,Letterboxd URI\n\n2024-01-03,Parasite,two thousand,x\n", "line 3: \"two thousand\" is not a year"),
        ("Date,Name,Year,Letterboxd URI\n2024-01-03,Parasite,2019\n", "line 2: 3 fields where the header has 4"),
        ("Date,Name,Year,Letterboxd URI\n2024-01-03,,2019,x\n", "line 2: the Name is empty"),
    ])
    func aBadRowIsNamedByFileAndLine(text: String, message: String) throws {
        let fixtures = try ServiceExportFixtures()
        defer { fixtures.remove() }
        let path = try fixtures.write(text, named: "watchlist.csv")
        let error = #expect(throws: ArchiveFileError.self) { try history([path]) }
        #expect(error?.description == "\(path), \(message); nothing was imported")
    }

    @Test func aWrongHeaderAnUnknownFormatAndAZipWithoutTheFilesAreRefused() throws {
        let fixtures = try ServiceExportFixtures()
        defer { fixtures.remove() }
        let odd = try fixtures.write("Name,Stars\nAlien,5\n", named: "films.csv")
        #expect(throws: ArchiveFileError.unknownFormat(path: odd, reason: "the header Name,Stars is none of Letterboxd's, IMDb's, TV Time's, Simkl's, Yamtrack's, Movary's or this program's")) { try history([odd]) }
        let noDiaryColumns = try fixtures.write("Date,Name,Year,Letterboxd URI\n2024-01-03,Alien,1979,x\n", named: "diary.csv")
        #expect(throws: ArchiveFileError.notTheFormat(path: noDiaryColumns, format: "an IMDb export", reason: "it looks like a Letterboxd export")) {
            try history([noDiaryColumns], format: .imdb)
        }
        let zip = try fixtures.zip(["notes.txt": Data("hello".utf8)], named: "export.zip")
        #expect(throws: ArchiveFileError.missingFiles(path: zip, service: "a Letterboxd or Trakt", expected: LetterboxdExport.fileNames + TraktExport.expectedFiles)) {
            try history([zip])
        }
        let damaged = try fixtures.write(Data([0x50, 0x4B, 0x03, 0x04, 1, 2, 3]), named: "damaged.zip")
        #expect(throws: ArchiveFileError.self) { try history([damaged]) }
        let binary = try fixtures.write(Data([0xFF, 0xFE, 0x00, 0x41]), named: "binary.csv")
        #expect(throws: ArchiveFileError.unknownFormat(path: binary, reason: "it is not text")) { try history([binary]) }
    }

    /// A play after today, of a film or of an episode, is refused with its file and line when
    /// the files are read, before the films or the episodes are imported.
    @Test func aPlayAfterTodayIsRefusedWithItsLine() throws {
        let fixtures = try ServiceExportFixtures()
        defer { fixtures.remove() }
        let episode = try fixtures.write("""
            media_id,source,media_type,title,image,season_number,episode_number,score,status,notes,start_date,end_date,progress,created_at,progressed_at
            348,tmdb,movie,Alien,,,,8,Completed,,,2024-01-05 20:00:00+00:00,1,,
            1396,tmdb,episode,Breaking Bad,,1,1,,Completed,,,2099-01-05 20:00:00+00:00,,,

            """, named: "yamtrack.csv")
        let error = #expect(throws: ArchiveFileError.self) { try history([episode]) }
        #expect(error?.description.contains("line 3: 2099-01-05 is after today") == true, "\(String(describing: error))")
    }

    /// A row of 100,000 characters is refused with its file and line, in a CSV and in JSON.
    @Test func aHundredThousandCharacterRowIsRefusedWithItsLine() throws {
        let fixtures = try ServiceExportFixtures()
        defer { fixtures.remove() }
        let long = String(repeating: "x", count: 100_000)
        let csv = try fixtures.write("Date,Name,Year,Letterboxd URI\n2024-01-01,Alien,1979,\n2024-01-02,\(long),1979,\n", named: "diary.csv")
        #expect(throws: ArchiveFileError.invalidRow(
            SourceLocation(file: csv, position: 3), reason: "the title is 100000 bytes long, more than any real one (at most 1000)"
        )) { try history([csv]) }
        let simkl = try fixtures.write(
            #"{"movies": [{"status": "completed", "last_watched_at": "2023-01-01T00:00:00Z", "movie": {"title": "\#(long)"}}]}"#, named: "SimklBackup.json"
        )
        let error = #expect(throws: ArchiveFileError.self) { try history([simkl]) }
        #expect(error?.description.contains("entry 1: the title is 100000 bytes long") == true, "\(String(describing: error))")
        let episode = try fixtures.write("""
            media_id,source,media_type,title,image,season_number,episode_number,score,status,notes,start_date,end_date,progress,created_at,progressed_at
            1396,tmdb,episode,\(long),,1,1,,Completed,,,2024-01-05 20:00:00+00:00,,,

            """, named: "yamtrack.csv")
        let episodeError = #expect(throws: ArchiveFileError.self) { try history([episode]) }
        #expect(episodeError?.description.contains("line 2: the show's title is 100000 bytes long") == true, "\(String(describing: episodeError))")
    }

    @Test func aGigabyteFileOrZipEntryIsRefusedUnread() throws {
        let fixtures = try ServiceExportFixtures()
        defer { fixtures.remove() }
        let huge = try fixtures.write("Date,Name,Year,Letterboxd URI\n", named: "diary.csv")
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: huge))
        try handle.truncate(atOffset: 1 << 30)  // sparse: no gigabyte is written
        try handle.close()
        #expect(throws: ArchiveFileError.tooLarge(path: huge, bytes: 1 << 30, limit: ImportFiles.maximumBytes)) { try history([huge]) }
        // A zip entry that inflates past the limit: 65 MiB of zeros, a few hundred KiB zipped.
        let bomb = try fixtures.zip(["diary.csv": Data(count: ImportFiles.maximumBytes + 1_048_576)], named: "bomb.zip")
        let error = #expect(throws: ArchiveFileError.self) { try history([bomb]) }
        guard case .tooLarge(let path, _, let limit)? = error else { Issue.record("expected tooLarge, got \(String(describing: error))"); return }
        #expect(path == "\(bomb)/diary.csv" && limit == ImportFiles.maximumBytes)
    }

    /// An archive of more entries than an export has is refused before one is read; one whose
    /// entries, each under the limit, inflate past the total is refused as it reaches it.
    @Test func aZipOfTooManyEntriesOrTooMuchInAllIsRefused() throws {
        let fixtures = try ServiceExportFixtures()
        defer { fixtures.remove() }
        var many: [String: Data] = [:]
        for index in 0...ImportFiles.mostEntries { many["lists/list-\(index).csv"] = Data("Date,Name\n".utf8) }
        let crowded = try fixtures.zip(many, named: "crowded.zip")
        #expect(throws: ArchiveFileError.tooManyEntries(path: crowded, limit: ImportFiles.mostEntries)) { try history([crowded]) }
        let third = ImportFiles.mostInflatedBytes / 3 + 1_048_576
        let heavy = try fixtures.zip(["a.csv": Data(count: third), "b.csv": Data(count: third), "c.csv": Data(count: third)], named: "heavy.zip")
        #expect(third < ImportFiles.maximumBytes, "each entry alone is under the limit")
        #expect(throws: ArchiveFileError.inflatesPastLimit(path: heavy, limit: ImportFiles.mostInflatedBytes)) { try history([heavy]) }
    }
}
