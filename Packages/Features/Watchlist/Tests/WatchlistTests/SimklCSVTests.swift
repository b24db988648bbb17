import Foundation
import Testing
import WatchlistInterface
import WatchlistTestSupport
@testable import WatchlistImportReaders

/// Simkl's CSV backup: told from Letterboxd's import file by its own columns, read with the rules
/// of its JSON backup, and its bad rows refused with their line.
extension ServiceExportsTests {
    private func films(_ history: ServiceHistory) -> [String] {
        history.records.map { "\($0.film.title)|\($0.film.year.map(String.init) ?? "")|\($0.film.imdbID ?? "")|\($0.film.tmdbID ?? "")|\($0.event)" }
    }

    private func others(_ history: ServiceHistory) -> [String] {
        history.others.map {
            "\($0.title.kindWord) \($0.title.whole.title)|\($0.title.whole.year ?? 0)|\($0.title.whole.imdbID ?? "-")|\($0.title.whole.tvdbID ?? "-") "
                + "S\($0.title.season ?? -1)E\($0.title.episode ?? -1) \($0.event)"
        }
    }

    @Test func simklsCSVBackupReadsAsItsJSONBackupDoesAndSaysLetterboxdCouldReadItToo() throws {
        let csv = try history([ServiceExportFixtures.folder("simkl") + "/simkl.csv"])
        #expect(csv.service == "Simkl")
        #expect(csv.otherFormats == ["letterboxd"], "a Title, a Year and a WatchedDate are Letterboxd's import columns too")
        #expect(films(csv) == [
            "The Godfather|1972|tt0068646|238|watched(on: 2023-05-01, rating: Optional(10), review: nil)",
            "Parasite|2019|tt6751668|496243|listed(on: nil)",
        ])
        #expect(others(csv) == [
            "series Breaking Bad|2008|tt0903747|81189 S-1E-1 rated(on: Optional(2024-01-06), rating: 9)",
            "episode Breaking Bad|2008|tt0903747|81189 S1E2 watched(on: 2024-01-06, rating: nil, review: nil)",
        ])
        #expect(csv.skipped.map(\.position) == [4, 6], "the dropped film and the anime")
        #expect(csv.leftOut == ["1 show's episodes before the last watched, on days the CSV does not give", "1 memo"])

        let json = try history([ServiceExportFixtures.folder("simkl") + "/SimklBackup.json"])
        #expect(Set(csv.records.map(\.film)) == Set(json.records.map(\.film)), "the same films as the JSON backup of the same profile")
        #expect(Set(json.others.map(\.title)).isSuperset(of: csv.others.map(\.title)), "the CSV's last episode is among the JSON's")
    }

    @Test func formatLetterboxdReadsASimklCSVAsLetterboxdsImportFileAndFormatSimklAsSimkls() throws {
        let fixtures = try ServiceExportFixtures()
        defer { fixtures.remove() }
        let path = try fixtures.write("""
            SIMKL_ID,Title,Type,Year,Watchlist,LastEpWatched,WatchedDate,Rating,Memo,TVDB,TMDB,IMDB
            53536,The Godfather,movie,1972,completed,,2023-05-01,,,,238,tt0068646
            """, named: "simkl-backup.csv")
        #expect(try history([path], format: .letterboxd).service == "Letterboxd")
        let simkl = try history([path], format: .simkl)
        #expect(simkl.service == "Simkl" && simkl.otherFormats.isEmpty, "a format given is not second-guessed")
        #expect(throws: ArchiveFileError.notTheFormat(path: path, format: "a Yamtrack export", reason: "it looks like a Simkl export")) {
            try history([path], format: .yamtrack)
        }
    }

    @Test(arguments: [
        ("2024-03-01", "2024-03-01"), ("2024-03-01 12:15:00", "2024-03-01"), ("2024-03-01T12:15:00Z", "2024-03-01"),
        ("01/03/2024", "2024-03-01"), ("03/25/2024", "2024-03-25"), ("1/3/2024", "2024-03-01"),
    ])
    func simklsDatesAreReadAsItWritesThem(text: String, day: String) throws {
        let fixtures = try ServiceExportFixtures()
        defer { fixtures.remove() }
        let path = try fixtures.write("SIMKL_ID,Title,Type,Year,Watchlist,LastEpWatched,WatchedDate,Rating,Memo,TVDB,TMDB,IMDB\n1,Alien,movie,1979,completed,,\(text),,,,,\n", named: "simkl.csv")
        #expect(films(try history([path])) == ["Alien|1979|||watched(on: \(day), rating: nil, review: nil)"])
    }

    @Test(arguments: [("S02E05", 2, 5), ("s2e5", 2, 5), ("S02 E05", 2, 5), ("7", 1, 7)])
    func simklsLastEpisodeIsReadInItsForms(text: String, season: Int, episode: Int) throws {
        let fixtures = try ServiceExportFixtures()
        defer { fixtures.remove() }
        let path = try fixtures.write("SIMKL_ID,Title,Type,Year,Watchlist,LastEpWatched,WatchedDate\n1,Lost,tv,2004,completed,\(text),2020-02-02\n", named: "simkl.csv")
        let rows = try history([path]).others
        #expect(rows.map { "\($0.title.season ?? -1) \($0.title.episode ?? -1)" } == ["\(season) \(episode)"])
    }

    @Test(arguments: [
        ("1,Alien,book,1979,completed,,,", "\"book\" is not a Type of Simkl's"),
        ("1,Alien,movie,1979,maybe,,,", "\"maybe\" in Watchlist is not a status of Simkl's"),
        ("1,Alien,movie,1979,completed,,yesterday,", "\"yesterday\" in WatchedDate is not a date"),
        ("1,Alien,movie,1979,completed,,2024-01-01,11", "\"11\" in rating is not a rating from 1 to 10"),
        ("1,Lost,tv,2004,watching,S1,2024-01-01,", "\"S1\" in LastEpWatched is not an episode"),
        ("1,Lost,tv,2004,watching,S01E00,2024-01-01,", "\"S01E00\" in LastEpWatched is not an episode"),
        ("1,,tv,2004,watching,S01E01,2024-01-01,", "the show has no Title and no IMDB id"),
    ])
    func aBadSimklCSVRowIsNamedByItsLine(row: String, message: String) throws {
        let fixtures = try ServiceExportFixtures()
        defer { fixtures.remove() }
        let path = try fixtures.write("SIMKL_ID,Title,Type,Year,Watchlist,LastEpWatched,WatchedDate,Rating\n2,Dune,movie,2021,completed,,2021-10-01,8\n\(row)\n", named: "simkl.csv")
        #expect {
            try history([path])
        } throws: { error in
            guard case .invalidRow(let location, let reason) = error as? ArchiveFileError else { return false }
            return location.position == 3 && reason.hasPrefix(message)
        }
    }
}
