import Foundation
import Testing
import WatchlistInterface
import WatchlistTestSupport
@testable import WatchlistImportReaders

/// Reading Movary's, Yamtrack's and Simkl's exports from the hand-made fixtures, told apart by
/// their content, and their bad rows refused with their file and line or entry.
extension ServiceExportsTests {
    private func events(_ history: ServiceHistory) -> [String] {
        history.records.map { "\($0.film.title)|\($0.film.year.map(String.init) ?? "")|\($0.film.imdbID ?? "")|\($0.film.tmdbID ?? "")|\($0.event)" }
    }

    @Test func movarysFolderGivesEachPlayItsRatingsAndTheWatchlistAndSkipsUndatedPlays() throws {
        let history = try history([ServiceExportFixtures.folder("movary")])
        #expect(history.service == "Movary")
        #expect(events(history) == [
            "Spirited Away|2001|tt0245429|129|watched(on: 2024-02-03, rating: nil, review: Optional(\"Second time, with the children\"))",
            "Spirited Away|2001|tt0245429|129|watched(on: 2024-02-03, rating: nil, review: Optional(\"Second time, with the children\"))",
            "Alien|1979|tt0078748|348|watched(on: 2023-06-09, rating: nil, review: nil)",
            "The Film Nobody Made|2011||999999999|watched(on: 2024-03-31, rating: nil, review: nil)",
            "Alien|1979|tt0078748|348|rated(on: nil, rating: 9)",
            "Spirited Away|2001|tt0245429|129|rated(on: nil, rating: 10)",
            "Parasite||tt6751668|496243|listed(on: Optional(2024-01-03))",
            "Casablanca||tt0034583|289|listed(on: Optional(2024-02-11))",
        ], "history.csv, ratings.csv, then watchlist.csv; two plays on one day are two rows; a rating with no day is one")
        #expect(history.skipped.map(\.description) == ["\(ServiceExportFixtures.folder("movary"))/history.csv, line 5"], "the undated play")
        #expect(history.leftOut == ["the location of 3 plays"])
    }

    @Test func tvTimesFolderGivesFilmsEpisodePlaysAndFollowedShowsAndNotItsSums() throws {
        let history = try history([ServiceExportFixtures.folder("tvtime")])
        #expect(history.service == "TV Time")
        #expect(events(history) == [
            "Spirited Away|2001|||watched(on: 2023-06-30, rating: nil, review: nil)",
            "Spirited Away|2001|||watched(on: 2024-02-03, rating: nil, review: nil)",
            "Alien|1979|||listed(on: Optional(2024-01-02))",
            "The Film, Nobody Made||||watched(on: 2024-03-31, rating: nil, review: nil)",
        ], "watch_date in seconds when given; a zeroed release date is no year")
        #expect(history.others.map { "\($0.title.kindWord) \($0.title.whole.title)|\($0.title.whole.year ?? 0) S\($0.title.season ?? -1)E\($0.title.episode ?? -1) \($0.title.part?.tvdbID ?? "-") \($0.event)" } == [
            "episode Breaking Bad|0 S1E1 349232 watched(on: 2024-01-05, rating: nil, review: nil)",
            "episode Breaking Bad|0 S1E2 349233 watched(on: 2024-01-06, rating: nil, review: nil)",
            "episode Breaking Bad|0 S1E1 349232 watched(on: 2024-01-07, rating: nil, review: nil)",
            "episode Sherlock|0 S0E1 1130553 watched(on: 2024-01-11, rating: nil, review: nil)",
            "episode Doctor Who|2005 S1E1 295296 watched(on: 2024-01-12, rating: nil, review: nil)",
            "series Breaking Bad|0 S-1E-1 - listed(on: Optional(2024-01-01))",
            "series Sherlock|0 S-1E-1 - listed(on: Optional(2023-12-01))",
        ], "the newer file's plays (a rewatch another row), not the older file's copy of them; the shows followed, not the one unfollowed")
        #expect(history.skipped.isEmpty, "the rows that sum others up are no rows of the person's: \(history.skipped)")
        #expect(history.others.map { $0.title.whole.tvdbID ?? "-" } == ["81189", "81189", "81189", "176941", "78804", "81189", "176941"], "the shows' TheTVDB ids, for import --online")
        #expect(history.leftOut == ["comments (episode_comment.csv)"])
    }

    @Test func tvTimesFilesAloneAndInAnotherSpellingReadToo() throws {
        let fixtures = try ServiceExportFixtures()
        defer { fixtures.remove() }
        let folder = ServiceExportFixtures.folder("tvtime")
        let renamed = try fixtures.write(try Data(contentsOf: URL(fileURLWithPath: folder + "/tracking-prod-records-v2.csv")), named: "export.csv")
        #expect(try history([renamed]).others.count == 5, "told by its header")
        let zip = try fixtures.zip(
            ["gdpr-data/tracking_prod_records_v2.csv": try Data(contentsOf: URL(fileURLWithPath: folder + "/tracking-prod-records-v2.csv"))], named: "tvtime.zip"
        )
        #expect(try history([zip]).others.count == 5, "underscores, in a folder of the zip")
        let seen = try fixtures.write("updated_at,tv_show_name,episode_season_number,episode_number,user_id,episode_id,source,created_at\n2019-01-01 10:00:00,Breaking Bad,1,3,1,349234,episode-detail,2019-01-01 09:00:00\n", named: "seen_episode.csv")
        #expect(try history([seen]).others.map(\.event) == [.watched(on: try day("2019-01-01"), rating: nil, review: nil)])
    }

    @Test func yamtracksFilmsAndEpisodesAreReadAndItsSumsAreNot() throws {
        let path = ServiceExportFixtures.folder("yamtrack") + "/yamtrack.csv"
        let history = try history([path])
        #expect(history.service == "Yamtrack")
        #expect(events(history) == [
            "Spirited Away|||129|watched(on: 2023-06-30, rating: Optional(9), review: Optional(\"Better every time.\\nTruly.\"))",
            "Parasite|||496243|listed(on: Optional(2024-01-03))",
        ])
        #expect(history.others.map { "\($0.title.kindWord) \($0.title.whole.title) S\($0.title.season ?? -1)E\($0.title.episode ?? -1) \($0.event)" } == [
            "series Breaking Bad S-1E-1 rated(on: Optional(2024-01-07), rating: 10)",
            "episode Breaking Bad S1E1 watched(on: 2024-01-05, rating: nil, review: nil)",
            "episode Breaking Bad S1E2 watched(on: 2024-01-06, rating: nil, review: nil)",
            "episode Breaking Bad S1E1 watched(on: 2024-01-07, rating: nil, review: nil)",
        ], "9.5 rounds to 10; the pilot's second row is a rewatch")
        #expect(history.skipped.map(\.position) == [3, 10, 11], "the season row, the dropped film, the anime")
    }

    @Test func simklsBackupGivesFilmsEpisodesAndTheShowsRatingAndSkipsAnime() throws {
        let history = try history([ServiceExportFixtures.folder("simkl") + "/SimklBackup.json"])
        #expect(history.service == "Simkl")
        #expect(events(history) == [
            "The Godfather|1972|tt0068646|238|watched(on: 2023-05-01, rating: Optional(10), review: nil)",
            "Parasite|2019|tt6751668|496243|listed(on: Optional(2024-01-03))",
        ], "a tmdb id as a string or a number; the dropped film is skipped")
        #expect(history.others.map { "\($0.title.kindWord) \($0.title.whole.imdbID ?? "-") S\($0.title.season ?? -1)E\($0.title.episode ?? -1) \($0.event)" } == [
            "series tt0903747 S-1E-1 rated(on: Optional(2024-01-07), rating: 9)",
            "episode tt0903747 S1E1 watched(on: 2024-01-05, rating: nil, review: nil)",
            "episode tt0903747 S1E2 watched(on: 2024-01-06, rating: nil, review: nil)",
        ])
        #expect(history.skipped.map(\.position) == [3, 4, 5], "the dropped film, the undated episode (of entry 4), the anime")
        #expect(history.leftOut == ["1 memo"])
    }

    /// A film completed on no known day is its rating alone, never a viewing, and is skipped
    /// only when it has none.
    @Test func aFilmCompletedOnNoKnownDayIsItsRatingAlone() throws {
        let fixtures = try ServiceExportFixtures()
        defer { fixtures.remove() }
        let simkl = try fixtures.write(#"""
            {"movies": [{"status": "completed", "user_rating": 8, "user_rated_at": "2022-05-06T07:00:00Z", "movie": {"title": "Alien", "year": 1979}},
                        {"status": "completed", "user_rating": 7, "movie": {"title": "Dune", "year": 2021}},
                        {"status": "completed", "movie": {"title": "Heat", "year": 1995}}]}
            """#, named: "SimklBackup.json")
        let fromSimkl = try history([simkl])
        #expect(events(fromSimkl) == ["Alien|1979|||rated(on: Optional(2022-05-06), rating: 8)", "Dune|2021|||rated(on: nil, rating: 7)"])
        #expect(fromSimkl.skipped.map(\.position) == [3])
        let yamtrack = try fixtures.write("""
            media_id,source,media_type,title,image,season_number,episode_number,score,status,notes,start_date,end_date,progress,created_at,progressed_at
            348,tmdb,movie,Alien,,,,8,Completed,,,,1,2024-01-01 10:00:00+00:00,
            438631,tmdb,movie,Dune,,,,0,Completed,,,,1,2024-01-01 10:00:00+00:00,

            """, named: "yamtrack.csv")
        let fromYamtrack = try history([yamtrack])
        #expect(events(fromYamtrack) == ["Alien|||348|rated(on: nil, rating: 8)"] && fromYamtrack.skipped.map(\.position) == [3])
    }

    @Test func eachIsToldByItsContentAndAWrongFormatIsNamed() throws {
        let fixtures = try ServiceExportFixtures()
        defer { fixtures.remove() }
        let simkl = try fixtures.write(try Data(contentsOf: URL(fileURLWithPath: ServiceExportFixtures.folder("simkl") + "/SimklBackup.json")), named: "backup.txt")
        #expect(try history([simkl]).service == "Simkl")
        let movary = try fixtures.write(try Data(contentsOf: URL(fileURLWithPath: ServiceExportFixtures.folder("movary") + "/history.csv")), named: "watchlist.csv")
        #expect(try history([movary]).service == "Movary", "Movary's header, under a name Letterboxd uses")
        let mismatch = #expect(throws: ArchiveFileError.self) { try history([movary], format: .yamtrack) }
        #expect(mismatch == .notTheFormat(path: movary, format: "a Yamtrack export", reason: "it looks like a Movary export"))
        // This program's own JSON is not mistaken for Simkl's.
        let own = try fixtures.write(#"{"films": [], "shows": []}"#, named: "watchlist.json")
        guard case .watchlistArchive = try ImportFiles.read([own], format: nil) else {
            Issue.record("an object with other keys than Simkl's was read as Simkl's")
            return
        }
    }

    @Test(arguments: [
        ("title,year,tmdbId,imdbId,watchedAt,comment\nAlien,1979,x348,,2023-06-09,\n", "line 2: \"x348\" in tmdbId is not a TMDB id"),
        ("title,year,tmdbId,imdbId,watchedAt,comment\nAlien,1979,348,nm0000001,2023-06-09,\n", "line 2: \"nm0000001\" in imdbId is not an IMDb title id (tt…)"),
        ("title,year,tmdbId,imdbId,watchedAt,comment\nAlien,1979,348,,9 June 2023,\n", "line 2: \"9 June 2023\" in watchedAt is not a date (YYYY-MM-DD)"),
        ("title,year,tmdbId,imdbId,addedAt\nAlien,,348,,yesterday\n", "line 2: \"yesterday\" in addedAt is not a date and time (2024-03-01 20:15:00)"),
        ("media_id,source,media_type,title,season_number,episode_number,score,status,end_date\n1,tmdb,movie,Alien,,,11,Completed,2023-06-09\n",
         "line 2: \"11\" in score is not a score from 0 to 10"),
        ("media_id,source,media_type,title,season_number,episode_number,score,status,end_date\n1,tmdb,movie,Alien,,,,Watched,2023-06-09\n",
         "line 2: \"Watched\" is not a status of Yamtrack's (Completed, In progress, Planning, Paused, Dropped)"),
        ("media_id,source,media_type,title,season_number,episode_number,score,status,end_date\n1,tmdb,episode,Lost,one,2,,,2023-06-09\n",
         "line 2: an episode needs a season_number and an episode_number from 0 to 10000"),
        ("key,gsi,s_id,series_name,season_number,episode_number,created_at\nwatch-episode-1,watch-episode-1,81189,Breaking Bad,1,,2024-01-05 20:00:00\n",
         "line 2: the episode has no season and episode number from 0 to 10000 (season_number \"1\", episode_number \"\")"),
        ("key,gsi,s_id,series_name,season_number,episode_number,created_at\nwatch-episode-1,watch-episode-1,81189,Breaking Bad,1,1,last week\n",
         "line 2: \"last week\" in created_at is not a date and time (2024-03-01 20:15:00)"),
        ("key,gsi,s_id,series_name,season_number,episode_number,created_at\nwatch-episode-1,watch-episode-1,81189,,1,1,2024-01-05 20:00:00\n",
         "line 2: the series_name is empty"),
    ])
    func aBadTrackerRowIsNamedByFileAndLine(text: String, message: String) throws {
        let fixtures = try ServiceExportFixtures()
        defer { fixtures.remove() }
        let path = try fixtures.write(text, named: "export.csv")
        let error = #expect(throws: ArchiveFileError.self) { try history([path]) }
        #expect(error?.description.contains("\(path), \(message)") == true, "\(String(describing: error))")
    }

    @Test(arguments: [
        (#"{"movies": [{"status": "completed", "last_watched_at": "soon", "movie": {"title": "Alien"}}]}"#, "entry 1: \"soon\" is not a time (2014-08-09T07:25:55Z)"),
        (#"{"movies": [{"status": "completed", "user_rating": 11, "movie": {"title": "Alien"}}]}"#, "entry 1: the user_rating 11 is not from 1 to 10"),
        (#"{"shows": [{"status": "watching", "show": {"ids": {}}}]}"#, "entry 1: the show has no title and no IMDb id"),
        (#"{"movies": [{"status": "completed", "last_watched_at": "2023-01-01T00:00:00Z", "movie": {"year": 1979}}]}"#, "entry 1: the movie has no title"),
    ])
    func aBadSimklEntryIsNamedByItsPosition(text: String, message: String) throws {
        let fixtures = try ServiceExportFixtures()
        defer { fixtures.remove() }
        let path = try fixtures.write(text, named: "SimklBackup.json")
        let error = #expect(throws: ArchiveFileError.self) { try history([path]) }
        #expect(error?.description.contains(message) == true, "\(String(describing: error))")
    }
}
