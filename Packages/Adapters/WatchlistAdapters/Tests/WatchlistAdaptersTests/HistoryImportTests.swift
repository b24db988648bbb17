import WatchlistTestSupport
import TerminalUITesting
import WatchlistTesting
import AuthInterface
import AuthTesting
import CommandInjection
import Foundation
import MoviesInterface
import MoviesTesting
import WatchlistImportReaders
import Storage
import Synchronization
import TerminalUI
import Testing
import WatchlistInterface
import WatchlistSQLite
@testable import Watchlist
@testable import WatchlistArchive
@testable import WatchlistCLI
@testable import WatchlistHistory
@testable import WatchlistScreens

/// Importing the fixture exports of Letterboxd, IMDb and Trakt into a real SQLite list, with
/// a catalog that holds their films (and two films called Dune).
@Suite struct HistoryImportTests {
    private let fixtures: ServiceExportFixtures

    init() throws {
        fixtures = try ServiceExportFixtures()
    }

    private static func movie(_ number: Int, _ title: String, _ year: Int, director: String = "Someone") -> Movie {
        Movie(id: MovieID(source: .fixture, value: String(number)), title: title, year: year, genres: ["Drama"], runtimeMinutes: 100, director: director, cast: [])
    }

    static let catalog = [
        movie(1, "The Godfather", 1972, director: "Francis Ford Coppola"), movie(2, "Alien", 1979), movie(3, "Spirited Away", 2001),
        movie(4, "Amélie", 2001), movie(5, "Parasite", 2019), movie(6, "Casablanca", 1942), movie(7, "The Matrix", 1999),
        movie(8, "Dune", 1984), movie(9, "Dune", 2021), movie(10, "Blade Runner", 1982), movie(11, "Toy Story", 1995),
    ]

    /// Matching that takes 0.6 s a film, so an import of a few films runs past the second after
    /// which the command shows its progress.
    struct SlowMatching: MovieService {
        let catalog = FixtureMovieCatalog(movies: HistoryImportTests.catalog)
        var catalogSource: CatalogSource { catalog.source }
        func search(_ query: String, year: Int?, limit: Int) async throws -> [MovieSummary] { try await catalog.search(query, year: year, limit: limit) }
        func suggestions(_ query: String, year: Int?, limit: Int) async throws -> [MovieSummary] { [] }
        func movieID(imdbID: String) async throws -> MovieID? { nil }
        func movie(_ id: MovieID) async throws -> Movie { try await catalog.movie(id) }
        func storeMovies(_ ids: [MovieID]) async throws -> [Movie] { [] }
        func movies(titled title: String, year: Int?) async throws -> [MovieSummary] {
            try await Task.sleep(for: .milliseconds(600))
            return try await catalog.movies(titled: title, year: year)
        }
    }

    @Test(arguments: [true, false])
    func aLongImportShowsProgressABarOnATerminalAndLinesWhenPiped(interactive: Bool) async throws {
        defer { fixtures.remove() }
        let location = DatabaseLocation.file(fixtures.directory.appending(path: "watchlist.sqlite"))
        let service = ProfileWatchlistService(
            profiles: SignedInProfile(Profile(id: UUID(), name: "ada")), movies: { SlowMatching() }, storedMovies: { InMemoryMovieRepository() },
            directory: InMemoryProfileStore(), shares: InMemoryListShareRepository(), repository: SQLiteWatchlistRepository(database: DatabaseProvider(location: location, migrations: SQLiteWatchlistRepository.migrations))
        )
        let path = try fixtures.write("Title,Year,WatchedDate\nAlien,1979,2024-01-01\nParasite,2019,2024-01-02\nCasablanca,1942,2024-01-03\n", named: "diary.csv")
        let terminal = try await run(ImportCommand<NoKindOptions>.self, [path], service: service, terminal: ScriptedTerminal(isInteractive: interactive))
        #expect(terminal.output.hasPrefix("Imported: films 3 added"))
        let progress = terminal.errorOutput
        #expect(progress.contains("Matching Letterboxd rows"), "\(progress.debugDescription)")
        #expect(progress.contains("\r") == interactive && progress.contains("[") == interactive, "\(progress.debugDescription)")
        let quiet = try await run(ImportCommand<NoKindOptions>.self, [path, "--json"], service: service, terminal: ScriptedTerminal(isInteractive: interactive))
        #expect(quiet.errorOutput.isEmpty)
    }

    private func service(storedMovies: InMemoryMovieRepository = InMemoryMovieRepository()) throws -> ProfileWatchlistService {
        let location = DatabaseLocation.file(fixtures.directory.appending(path: "watchlist.sqlite"))
        let repository = SQLiteWatchlistRepository(database: DatabaseProvider(location: location, migrations: SQLiteWatchlistRepository.migrations))
        return ProfileWatchlistService(
            profiles: SignedInProfile(Profile(id: UUID(), name: "ada")),
            movies: { FixtureMovieService(catalog: FixtureMovieCatalog(movies: Self.catalog), repository: storedMovies) },
            storedMovies: { storedMovies }, directory: InMemoryProfileStore(), shares: InMemoryListShareRepository(), repository: repository,
            now: { Date(timeIntervalSince1970: 1_763_856_000) }  // 2025-11-23
        )
    }

    private func history(_ paths: [String]) throws -> ServiceHistory {
        guard case .service(let history) = try ImportFiles.read(paths, format: nil) else { throw CocoaError(.fileReadUnknown) }
        return history
    }

    /// The Godfather, played once on 2024-03-01, as Yamtrack, Movary and Simkl each exported
    /// it, imported one after another into a real SQLite list: one viewing, with the review and
    /// the rating they add; each summary (and dry run) says it merged one; each file again
    /// changes nothing. A second play that day in one file stays a second viewing.
    @Test func onePlayExportedByThreeServicesIsOneViewing() async throws {
        defer { fixtures.remove() }
        let ada = try service()
        let yamtrack = try fixtures.write("""
            "media_id","source","media_type","title","image","season_number","episode_number","score","status","notes","start_date","end_date","progress","created_at","progressed_at"
            "238","tmdb","movie","The Godfather","","","","","Completed","Rewatch","2024-03-01 20:00:00+00:00","2024-03-01 22:55:00+00:00","1","2024-03-01 19:58:12+00:00","2024-03-01 22:55:00+00:00"
            """, named: "yamtrack.csv")
        let movary = try fixtures.write("""
            title,year,tmdbId,imdbId,watchedAt,comment,location
            "The Godfather",1972,238,tt0068646,2024-03-01,"Rewatch, still great",Home
            """, named: "history.csv")
        let simkl = try fixtures.write("""
            SIMKL_ID,Title,Type,Year,Watchlist,LastEpWatched,WatchedDate,Rating,Memo,TVDB,TMDB,IMDB
            53536,The Godfather,movie,1972,completed,,2024-03-01 21:00:00,9,,,238,tt0068646
            """, named: "simkl.csv")
        _ = try await ada.importHistory(try history([yamtrack]), dryRun: false) { _, _ in }
        for path in [movary, simkl] {
            let dryRun = try await ada.importHistory(try history([path]), dryRun: true) { _, _ in }
            var summary = try await ada.importHistory(try history([path]), dryRun: false) { _, _ in }
            #expect(summary.number != nil, "an import that merged is remembered, to be taken back")
            summary.number = nil
            #expect(dryRun == summary && summary.viewingsMerged == 1 && summary.viewingsAdded == 0, "\(path): \(summary)")
        }
        let godfather = try #require(try await ada.archive().first { $0.title == "The Godfather" })
        #expect(godfather.viewings.map { "\($0.watchedOn) \($0.rating ?? 0) \($0.review ?? "")" } == ["2024-03-01 9 Rewatch, still great"])
        for path in [yamtrack, movary, simkl] {
            let again = try await ada.importHistory(try history([path]), dryRun: false) { _, _ in }
            #expect(again.viewingsAdded == 0 && again.unchanged == 1 && again.updated == 0, "\(path) again: \(again)")
        }
        let twice = try fixtures.write("""
            title,year,tmdbId,imdbId,watchedAt,comment,location
            "The Godfather",1972,238,tt0068646,2024-03-01,,Home
            "The Godfather",1972,238,tt0068646,2024-03-01,"Late show",Home
            """, named: "twice.csv")
        let summary = try await ada.importHistory(try history([twice]), dryRun: false) { _, _ in }
        #expect(summary.viewingsMerged == 1 && summary.viewingsAdded == 1)
        #expect(try await ada.archive().first { $0.title == "The Godfather" }?.viewings.count == 2)
    }

    @Test func aLetterboxdExportBecomesFilmsViewingsAndRatingsAndImportsOnce() async throws {
        defer { fixtures.remove() }
        let stored = InMemoryMovieRepository()
        let ada = try service(storedMovies: stored)
        let letterboxd = try history([ServiceExportFixtures.folder("letterboxd")])
        let dryRun = try await ada.importHistory(letterboxd, dryRun: true) { _, _ in }
        #expect(try await ada.archive().isEmpty)
        var summary = try await ada.importHistory(letterboxd, dryRun: false) { _, _ in }
        #expect(dryRun.number == nil && summary.number == 1)
        summary.number = nil
        #expect(dryRun == summary)
        #expect((summary.added, summary.updated, summary.unchanged, summary.viewingsAdded) == (6, 0, 0, 5))
        #expect(summary.unmatched.map(\.record.film.title) == ["The Film Nobody Made"])
        #expect(summary.notFound == 1 && summary.ambiguous == 0)

        let films = Dictionary(uniqueKeysWithValues: try await ada.archive().map { ($0.title, $0) })
        let godfather = try #require(films["The Godfather"])
        #expect(godfather.viewings.map { "\($0.watchedOn) \($0.rating ?? 0)" } == ["2023-05-01 10", "2024-03-01 9"])
        #expect(godfather.viewings.last?.review?.hasPrefix("Still perfect.\n") == true)
        // Diary had no rating for Spirited Away; ratings.csv's 4 stars rate that viewing.
        #expect(films["Spirited Away"]?.viewings.map(\.rating) == [8])
        // Only in watched.csv: one viewing on the day it was logged.
        #expect(films["Amélie"]?.viewings.map(\.watchedOn.description) == ["2023-08-15"])
        #expect(films["Parasite"]?.viewings.isEmpty == true && films["Casablanca"]?.viewings.isEmpty == true)
        // The films' details are stored, for stats.
        #expect(try stored.movie(MovieID(source: .fixture, value: "1"))?.director == "Francis Ford Coppola")

        let again = try await ada.importHistory(letterboxd, dryRun: false) { _, _ in }
        #expect((again.added, again.updated, again.unchanged, again.viewingsAdded) == (0, 0, 6, 0))
    }

    @Test func imdbAndTraktExportsImportTheirFilmsAndLeaveSeriesToTheirFeature() async throws {
        defer { fixtures.remove() }
        let ada = try service()
        let imdb = ServiceExportFixtures.folder("imdb")
        let fromIMDb = try await ada.importHistory(try history(["\(imdb)/ratings.csv", "\(imdb)/watchlist.csv"]), dryRun: false) { _, _ in }
        #expect((fromIMDb.added, fromIMDb.viewingsAdded, fromIMDb.skipped) == (4, 0, 0), "IMDb's ratings are ratings, never viewings")
        let rated = try #require(try await ada.archive().first { $0.title == "Spirited Away" })
        #expect(rated.viewings.isEmpty && rated.rating == 9, "the film's own rating: \(rated)")
        let listed = try #require(try await ada.entries(filter: .all, sort: .added).first { $0.title == "Spirited Away" })
        #expect(listed.rating == 9 && !listed.isWatched, "the list shows the rating, and the film as not watched")
        let trakt = try history([ServiceExportFixtures.folder("trakt")])
        #expect(trakt.others.count == 9, "the shows and episodes are for the Series feature, which the CLI's import hands them to")
        let fromTrakt = try await ada.importHistory(trakt, dryRun: false) { _, _ in }
        #expect((fromTrakt.added, fromTrakt.viewingsAdded, fromTrakt.skipped) == (3, 3, 0))
        let matrix = try #require(try await ada.archive().first { $0.title == "The Matrix" })
        // Two plays in the history; watched-movies.json's last play adds none; the rating goes to the latest.
        #expect(matrix.viewings.map(\.rating) == [nil, 9])
    }

    @Test func sameNamedFilmsAreAmbiguousAndAWrongYearListsTheOtherYears() async throws {
        defer { fixtures.remove() }
        let ada = try service()
        let path = try fixtures.write("""
            Title,Year,WatchedDate,Rating10
            Dune,,2024-03-01,8
            Dune,2021,2024-03-02,9
            Alien,1980,2024-03-03,7

            """, named: "import.csv")
        var progress: [Int] = []
        let counted = ProgressLog()
        let summary = try await ada.importHistory(try history([path]), dryRun: false) { done, total in counted.append(done, total) }
        progress = counted.values
        #expect(summary.added == 1 && summary.ambiguous == 1 && summary.notFound == 1)
        let ambiguous = try #require(summary.unmatched.first { $0.problem == .ambiguous })
        #expect(ambiguous.record.location.description == "\(path), line 2")
        #expect(Set(ambiguous.candidates.map(\.year)) == [1984, 2021])
        let wrongYear = try #require(summary.unmatched.first { $0.problem == .notFound })
        #expect(wrongYear.candidates.map { "\($0.title) \($0.year ?? 0)" } == ["Alien 1979"])
        #expect(progress == [1, 2, 3])
    }

    @Test func aViewingAfterTodayIsRefusedWithItsLineAndNothingChanges() async throws {
        defer { fixtures.remove() }
        let ada = try service()
        // After the service's today (2025-11-23), and not after the files' reader's: the
        // service refuses it too, for a history that came through the API.
        let path = try fixtures.write("Title,Year,WatchedDate\nAlien,1979,2024-01-01\nDune,2021,2025-12-01\n", named: "future.csv")
        let error = await #expect(throws: ArchiveFileError.self) { try await ada.importHistory(try history([path]), dryRun: false) { _, _ in } }
        #expect(error == .invalidRow(SourceLocation(file: path, position: 3), reason: "2025-12-01 is after today (2025-11-23)"))
        #expect(try await ada.archive().isEmpty)
    }

    @Test func theCommandWritesTheUnmatchedRowsBesideTheInputAndTheyImportOnceFixed() async throws {
        defer { fixtures.remove() }
        let ada = try service()
        let input = try fixtures.write("Title,Year,WatchedDate,Rating10\nDune,,2024-03-01,8\nAlien,1979,2024-03-03,7\n", named: "mine.csv")
        let terminal = try await run(ImportCommand<NoKindOptions>.self, [input], service: ada)
        let unmatchedPath = fixtures.directory.appending(path: "mine-unmatched.csv").path
        #expect(terminal.output.contains("Imported: films 1 added, 0 updated, 0 unchanged; 1 viewings recorded."))
        #expect(terminal.output.contains("1 row not imported: 0 not found in the catalog, 1 ambiguous; all are in \(unmatchedPath)"))
        #expect(terminal.output.contains("\(input), line 2: \"Dune\" is 2 films: fixture:"))
        let unmatched = try String(contentsOfFile: unmatchedPath, encoding: .utf8)
        #expect(unmatched.hasPrefix("Title,Year,imdbID,tmdbID,WatchedDate,Rating10,Review,RatedDate,Kind,Show,Season,Episode,Problem,Candidates,Source\r\nDune,,,,2024-03-01,8,,,film,,,,ambiguous,"))
        // The user adds the year and imports the file again.
        try unmatched.replacingOccurrences(of: "\r\nDune,,", with: "\r\nDune,2021,").write(toFile: unmatchedPath, atomically: true, encoding: .utf8)
        let fixed = try await run(ImportCommand<NoKindOptions>.self, [unmatchedPath, "--json"], service: ada)
        let document = try JSONSerialization.jsonObject(with: Data(fixed.output.utf8)) as? [String: Any]
        #expect(document?["added"] as? Int == 1 && document?["ambiguous"] as? Int == 0 && document?["unmatchedFile"] == nil)
        #expect(try await ada.archive().map(\.title).sorted() == ["Alien", "Dune"])
    }

    /// A rating with no viewing stays a rating through the unmatched rows' file: its day goes
    /// to `RatedDate`, never to `WatchedDate`, and once fixed it rates the film, which stays
    /// unwatched; a later viewing's rating comes first, and importing again changes nothing.
    @Test func aRatingLeftUnmatchedImportsBackAsARatingNeverAViewing() async throws {
        defer { fixtures.remove() }
        let ada = try service()
        let input = try fixtures.write("Title,Year,Rating10,RatedDate\nDune,,8,2024-03-01\nAlien,1979,7,\n", named: "ratings.csv")
        _ = try await run(ImportCommand<NoKindOptions>.self, [input], service: ada)
        let alien = try #require(try await ada.archive().first { $0.title == "Alien" })
        #expect(alien.viewings.isEmpty && alien.rating == 7, "\(alien)")
        let unmatchedPath = fixtures.directory.appending(path: "ratings-unmatched.csv").path
        let unmatched = try String(contentsOfFile: unmatchedPath, encoding: .utf8)
        #expect(unmatched.contains("\r\nDune,,,,,8,,2024-03-01,film,,,,ambiguous,"), "no WatchedDate, the day rated in RatedDate: \(unmatched)")
        try unmatched.replacingOccurrences(of: "\r\nDune,,", with: "\r\nDune,2021,").write(toFile: unmatchedPath, atomically: true, encoding: .utf8)
        _ = try await run(ImportCommand<NoKindOptions>.self, [unmatchedPath], service: ada)
        let dune = try #require(try await ada.archive().first { $0.title == "Dune" })
        #expect(dune.viewings.isEmpty && dune.rating == 8, "\(dune)")
        let again = try await ada.importHistory(try history([unmatchedPath]), dryRun: false) { _, _ in }
        #expect((again.added, again.updated, again.viewingsAdded) == (0, 0, 0), "\(again)")
        let changed = try fixtures.write("Title,Year,Rating10\nDune,2021,9\n", named: "later.csv")
        let rerated = try await ada.importHistory(try history([changed]), dryRun: false) { _, _ in }
        #expect(rerated.updated == 1 && rerated.viewingsAdded == 0)
        _ = try await ada.markWatched(dune.movieID, on: try #require(CalendarDay(parsing: "2024-05-01")), rating: 6, review: nil)
        let entry = try #require(try await ada.entries(filter: .all, sort: .added).first { $0.title == "Dune" })
        #expect(entry.rating == 6 && entry.viewingCount == 1, "a rated viewing's rating comes before the film's own")
    }
}

/// Progress reports, in order.
final class ProgressLog: Sendable {
    private let log = Mutex<[Int]>([])
    func append(_ done: Int, _ total: Int) { log.withLock { $0.append(done) } }
    var values: [Int] { log.withLock { $0 } }
}
