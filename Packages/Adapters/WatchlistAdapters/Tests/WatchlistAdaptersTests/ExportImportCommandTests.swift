import WatchlistTestSupport
import WatchlistTesting
import AuthInterface
import AuthTesting
import CommandInjection
import Foundation
import MoviesInterface
import MoviesTesting
import Storage
import WatchlistImportReaders
import Testing
import WatchlistInterface
import WatchlistSQLite
@testable import Watchlist
@testable import WatchlistArchive
@testable import WatchlistCLI
@testable import WatchlistHistory
@testable import WatchlistScreens

/// `export` and `import` in-process, on a real SQLite file in a temporary directory.
@Suite struct ExportImportCommandTests {
    private let directory = FileManager.default.temporaryDirectory.appending(path: "watchlist-export-\(UUID().uuidString)")

    private func service(_ name: String, repository: SQLiteWatchlistRepository) -> ProfileWatchlistService {
        ProfileWatchlistService(
            profiles: SignedInProfile(Profile(id: UUID(), name: name)), movies: { FixtureMovieService() },
            storedMovies: { InMemoryMovieRepository(movies: Movie.fixtures) }, directory: InMemoryProfileStore(), shares: InMemoryListShareRepository(), repository: repository, now: SteppingClock().now
        )
    }

    private func repository() throws -> SQLiteWatchlistRepository {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let location = DatabaseLocation.file(directory.appending(path: "watchlist.sqlite"))
        return SQLiteWatchlistRepository(database: DatabaseProvider(location: location, migrations: SQLiteWatchlistRepository.migrations))
    }

    @Test func exportImportIntoANewProfileAndExportAgainGivesTheSameBytes() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let repository = try repository()
        let ada = service("ada", repository: repository)
        _ = try await ada.add(alien, note: "with \"popcorn\", twice\nat least")
        _ = try await ada.add(matrix, note: nil)
        _ = try await ada.add(aliens, note: nil)
        _ = try await ada.markWatched(alien, on: CalendarDay(parsing: "2019-03-02"), rating: 9, review: "tense")
        _ = try await ada.markWatched(alien, on: CalendarDay(parsing: "2019-03-02"), rating: nil, review: nil)
        _ = try await ada.markWatched(matrix, on: CalendarDay(parsing: "2001-01-01"), rating: 10, review: "Whoa.")

        let first = directory.appending(path: "ada.json").path
        let exported = try await run(ExportCommand<NoKindOptions>.self, ["--output", first], service: ada).output
        #expect(exported == "Exported 3 films and 3 viewings to \(first).\n")

        let grace = service("grace", repository: repository)
        let dryRun = try await run(ImportCommand<NoKindOptions>.self, [first, "--dry-run"], service: grace).output
        #expect(dryRun == "Would import: films 3 added, 0 updated, 0 unchanged; 3 viewings to record.\nNothing was changed (--dry-run).\n")
        #expect(try await grace.archive().isEmpty)

        let imported = try await run(ImportCommand<NoKindOptions>.self, [first], service: grace).output
        #expect(imported == "Imported: films 3 added, 0 updated, 0 unchanged; 3 viewings recorded.\nThis is import 1 of your films; `imports undo 1` takes it back.\n")
        let second = directory.appending(path: "grace.json").path
        _ = try await run(ExportCommand<NoKindOptions>.self, ["--output", second], service: grace)
        #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == Data(contentsOf: URL(fileURLWithPath: second)))

        let again = try await run(ImportCommand<NoKindOptions>.self, [first, "--json"], service: grace).output
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(again.utf8)) as? [String: Any])
        #expect(summary["added"] as? Int == 0 && summary["unchanged"] as? Int == 3 && summary["viewingsAdded"] as? Int == 0)
        #expect(summary["dryRun"] as? Bool == false)
        #expect(try await grace.history().count == 3, "importing again changed nothing")
    }

    @Test func exportToStandardOutputInEachFormat() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let ada = service("ada", repository: try repository())
        _ = try await ada.add(alien, note: nil)
        _ = try await ada.markWatched(alien, on: CalendarDay(parsing: "2020-02-02"), rating: 7, review: nil)
        #expect(try await run(ExportCommand<NoKindOptions>.self, ["--format", "json"], service: ada).output.hasPrefix("{\n  \"films\" : [\n"))
        #expect(try await run(ExportCommand<NoKindOptions>.self, ["--format", "csv"], service: ada).output.hasPrefix("ID,Title,Year,Watched,Viewings,Rating,Added,Note\r\nfixture:1,Alien,1979,2020-02-02,1,7,"))
        #expect(try await run(ExportCommand<NoKindOptions>.self, ["--format", "letterboxd", "-o", "-"], service: ada).output
            == "Title,Year,imdbID,tmdbID,WatchedDate,Rating10,Rewatch,Review\r\nAlien,1979,,,2020-02-02,7,false,\r\n")
        _ = try await ada.add(matrix, note: nil)
        #expect(try await run(ExportCommand<NoKindOptions>.self, ["--format", "letterboxd-watchlist"], service: ada).output
            == "Title,Year,imdbID,tmdbID\r\nThe Matrix,1999,,\r\n")
    }

    @Test func aFailedWriteLeavesWhatWasThereAndNoScratchFile() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let ada = service("ada", repository: try repository())
        _ = try await ada.add(alien, note: nil)
        // A directory where the file should go: the scratch file is written, the rename fails.
        let occupied = directory.appending(path: "occupied.json")
        try FileManager.default.createDirectory(at: occupied.appending(path: "inside"), withIntermediateDirectories: true)
        let renameFailed = await #expect(throws: ArchiveFileError.self) { _ = try await run(ExportCommand<NoKindOptions>.self, ["--output", occupied.path], service: ada) }
        #expect(renameFailed?.description.hasPrefix("cannot write \(occupied.path): ") == true, "\(String(describing: renameFailed))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: occupied.path) == ["inside"])
        let missingDirectory = directory.appending(path: "no/such/dir/out.json").path
        let error = await #expect(throws: ArchiveFileError.self) { _ = try await run(ExportCommand<NoKindOptions>.self, ["--output", missingDirectory], service: ada) }
        #expect(error?.description.hasPrefix("cannot write \(missingDirectory): ") == true, "\(String(describing: error))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).allSatisfy { !$0.contains("partial") })
    }

    @Test func aNoteConflictIsSettledOnceAndImportingAgainChangesNothing() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let repository = try repository()
        let ada = service("ada", repository: repository)
        _ = try await ada.add(alien, note: "stored")
        let stored = try #require(try await ada.archive().first)
        let later = ArchivedMovie(
            movieID: alien, title: stored.title, year: stored.year, note: "from the file", addedAt: stored.addedAt.addingTimeInterval(60), viewings: []
        )
        let file = directory.appending(path: "later.json")
        try ArchiveJSON.encode([later]).write(to: file)
        #expect(try await run(ImportCommand<NoKindOptions>.self, [file.path], service: ada).output
            == "Imported: films 0 added, 1 updated, 0 unchanged; 0 viewings recorded.\n1 film's note differed; the note of the film added later was kept.\n"
            + "This is import 1 of your films; `imports undo 1` takes it back.\n")
        #expect(try await ada.archive() == [later])
        #expect(try await run(ImportCommand<NoKindOptions>.self, [file.path], service: ada).output
            == "Imported: films 0 added, 0 updated, 1 unchanged; 0 viewings recorded.\n")
    }

    @Test func aBadFileChangesNothing() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let ada = service("ada", repository: try repository())
        _ = try await ada.add(alien, note: nil)
        let bad = directory.appending(path: "bad.json")
        try Data(#"{"format": "watchlist", "version": 1, "films": [{"id": "offline:9", "title": "X", "added": "2026-01-01T00:00:00.000Z", "viewings": []}, {"id": "bad id", "title": "Y", "added": "2026-01-01T00:00:00.000Z", "viewings": []}]}"#.utf8).write(to: bad)
        let error = await #expect(throws: ArchiveFileError.self) { _ = try await run(ImportCommand<NoKindOptions>.self, [bad.path], service: ada) }
        #expect(error == .invalidMovie(path: bad.path, film: 2, reason: "\"bad id\" is not a film id such as offline:1, imdb:tt0068646 or tmdb:603"))
        #expect(try await ada.archive().map(\.movieID) == [alien], "the valid first film was not imported either")
        let missing = directory.appending(path: "missing.json").path
        let unreadable = await #expect(throws: ArchiveFileError.self) { _ = try await run(ImportCommand<NoKindOptions>.self, [missing], service: ada) }
        #expect(unreadable == .cannotRead(path: missing, reason: "no such file or folder"))
    }

    @Test func aFileOfAGigabyteIsRefusedUnread() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let ada = service("ada", repository: try repository())
        let huge = directory.appending(path: "huge.json")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: Data("{".utf8)))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 1 << 30) // sparse: no gigabyte is written
        try handle.close()
        let error = await #expect(throws: ArchiveFileError.self) { _ = try await run(ImportCommand<NoKindOptions>.self, [huge.path], service: ada) }
        #expect(error == .tooLarge(path: huge.path, bytes: 1 << 30, limit: ImportFiles.maximumBytes))
        #expect(error?.description == "\(huge.path) is 1024 MiB, more than the 64 MiB an import reads; is it the right file?")
    }
}
