import Foundation
import MoviesTesting
import StorageTesting
import TestSupport
import Testing

/// Series through the real binary on the embedded catalog: a fresh install finds famous
/// shows, records seasons and episodes, refuses what a show does not have, and says what
/// comes next, for each profile apart; and on a catalog built from IMDb's datasets with
/// `title.episode`.
@Suite struct SeriesEndToEndTests {
    private func json(_ result: WatchlistBinary.Result) throws -> Any {
        #expect(result.status == 0, "\(result.standardError)")
        return try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    }

    @Test func aFreshInstallFollowsAShowAndMovesUpNext() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let found = try #require(try await json(app.run(["series", "search", "breaking bad", "--json"])) as? [[String: Any]])
        #expect(found.first?["kind"] as? String == "series" && found.first?["id"] as? String == "imdb:tt0903747")

        #expect(try await app.run(["signup", "ada", "--password-stdin"], input: "analytical engine\n").status == 0)
        let season = try await app.run(["series", "watched", "Breaking Bad", "--season", "1", "--on", "2026-01-02"])
        #expect(season.status == 0 && season.standardOutput == "Marked Breaking Bad 7 episodes (S1E1–S1E7) watched on 2026-01-02.\n", "\(season.standardError)")
        let range = try await app.run(["series", "watched", "imdb:tt0903747", "--season", "2", "--episode", "1-2", "--rating", "9"])
        #expect(range.status == 0, "\(range.standardError)")

        let next = try #require(try await json(app.run(["next", "--json"])) as? [[String: Any]])
        #expect(next.count == 1)
        #expect(next.first?["title"] as? String == "Breaking Bad")
        #expect(next.first?["season"] as? Int == 2 && next.first?["episode"] as? Int == 3 && next.first?["episodesLeft"] as? Int == 53)

        let shown = try #require(try await json(app.run(["series", "show", "Breaking Bad", "--json"])) as? [String: Any])
        #expect(shown["kind"] as? String == "series")
        #expect((shown["seasons"] as? [[String: Any]])?.map { ($0["episodes"] as? [Any])?.count } == [7, 13, 13, 13, 16])
        #expect(shown["watchedEpisodes"] as? Int == 9 && shown["episodes"] as? Int == 62)

        let history = try #require(try await json(app.run(["series", "history", "--json"])) as? [[String: Any]])
        #expect(history.count == 9 && history.first?["rating"] as? Int == 9 && history.last?["watchedOn"] as? String == "2026-01-02")
    }

    /// The fixture dataset (``IMDbFixtureDataset``) built into a catalog: Fargo the film and
    /// Fargo the series apart, episodes by their own ids, specials and unnumbered episodes
    /// shown but never Up Next.
    @Test func anImportedIMDbCatalogGivesItsSeriesAndEpisodes() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let files = try IMDbFixtureDataset.datasets.map { try IMDbFixtureDataset.gzipped($0, into: app.directory) }
        #expect(try await app.run(["catalog", "build"] + files).status == 0)
        let found = try #require(try await json(app.run(["search", "fargo", "--json"])) as? [[String: Any]])
        #expect(found.map { "\($0["kind"] ?? "") \($0["id"] ?? "")" } == ["film imdb:tt0116282", "series imdb:tt2802850"])
        // The embedded catalog's series are not there: the built catalog is the one in use.
        #expect((try await json(app.run(["series", "search", "breaking bad", "--json"])) as? [Any])?.isEmpty == true)

        #expect(try await app.run(["signup", "ada", "--password-stdin"], input: "analytical engine\n").status == 0)
        #expect(try await app.run(["add", "Fargo"]).status == 0)
        let byID = try await app.run(["watched", "imdb:tt9990011", "--on", "2026-01-02", "--rating", "9"])
        #expect(byID.status == 0 && byID.standardOutput.contains("S1E1 The Crocodile's Dilemma"), "\(byID.standardOutput)\(byID.standardError)")
        let next = try #require(try await json(app.run(["next", "--json"])) as? [[String: Any]])
        #expect(next.count == 1 && next.first?["season"] as? Int == 1 && next.first?["episode"] as? Int == 2 && next.first?["episodesLeft"] as? Int == 3)
        #expect(next.first?["episodeTitle"] as? String == "The Rooster Prince" && next.first?["title"] as? String == "Fargo")

        let stories = try #require(try await json(app.run(["show", "Shawshank Stories", "--json"])) as? [String: Any])
        #expect((stories["seasons"] as? [[String: Any]])?.map { $0["number"] as? Int } == [0, 1])
        #expect(stories["episodes"] as? Int == 2)
        let whole = try await app.run(["watched", "Shawshank Stories", "--season", "1"])
        #expect(whole.status == 0 && whole.standardOutput.contains("2 episodes (S1E1–S1E2)"), "\(whole.standardOutput)\(whole.standardError)")
        let missing = try await app.run(["watched", "Fargo", "--season", "3"])
        #expect(missing.status != 0 && missing.standardError.contains("Fargo has no season 3; it has seasons 1–2"), "\(missing.standardError)")
        let film = try await app.run(["watched", "imdb:tt0116282", "--season", "1"])
        #expect(film.status != 0)
        let list = try #require(try await json(app.run(["list", "--json"])) as? [[String: Any]])
        #expect(list.compactMap { $0["kind"] as? String == "series" ? "\($0["title"] ?? "") \($0["watchedEpisodes"] ?? "")/\($0["episodes"] ?? "")" : nil }.sorted() == ["Fargo 1/4", "Shawshank Stories 2/2"])
    }

    @Test func whatAShowDoesNotHaveIsRefusedWithWhatItHasAndNothingIsRecorded() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        #expect(try await app.run(["signup", "ada", "--password-stdin"], input: "analytical engine\n").status == 0)
        let season = try await app.run(["series", "watched", "Breaking Bad", "--season", "6"])
        #expect(season.status != 0)
        #expect(season.standardError.contains("Breaking Bad has no season 6; it has seasons 1–5"), "\(season.standardError)")
        let episode = try await app.run(["series", "watched", "Chernobyl", "--season", "1", "--episode", "5-6"])
        #expect(episode.status != 0 && episode.standardError.contains("has no episode 5–6; it has episodes 1–5"), "\(episode.standardError)")
        let twoShows = try await app.run(["series", "follow", "The Office"])
        #expect(twoShows.status != 0 && twoShows.standardError.contains("imdb:tt0386676") && twoShows.standardError.contains("imdb:tt0290978"))
        #expect((try await json(app.run(["series", "history", "--json"])) as? [Any])?.isEmpty == true)
        #expect((try await json(app.run(["next", "--json"])) as? [Any])?.isEmpty == true)
    }

    @Test func eachProfileFollowsItsOwnShows() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        #expect(try await app.run(["signup", "ada", "--password-stdin"], input: "analytical engine\n").status == 0)
        #expect(try await app.run(["series", "follow", "Sherlock"]).status == 0)
        #expect(try await app.run(["signup", "sam", "--password-stdin"], input: "difference engine\n").status == 0)
        #expect((try await json(app.run(["series", "list", "--json"])) as? [Any])?.isEmpty == true)
        #expect(try await app.run(["logout"]).status == 0)
        let signedOut = try await app.run(["next"])
        #expect(signedOut.status != 0 && signedOut.standardError.contains("watchlist login NAME"), "\(signedOut.standardError)")
        #expect(try await app.run(["login", "ada", "--password-stdin"], input: "analytical engine\n").status == 0)
        let list = try #require(try await json(app.run(["series", "list", "--json"])) as? [[String: Any]])
        #expect(list.map { $0["title"] as? String } == ["Sherlock"])
        #expect(list.first?["episodes"] as? Int == 12, "the special is not counted")
    }

    /// `search`, `show`, `add`, `watched` and `remove` take series as they take films; a film
    /// and a series never cross.
    @Test func theFilmCommandsTakeSeriesToo() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let found = try #require(try await json(app.run(["search", "office", "--json"])) as? [[String: Any]])
        #expect(found.filter { $0["kind"] as? String == "series" }.compactMap { $0["startYear"] as? Int }.sorted() == [2001, 2005])
        let seriesOnly = try #require(try await json(app.run(["search", "godfather", "--kind", "series", "--json"])) as? [Any])
        #expect(seriesOnly.isEmpty)
        let filmsOnly = try #require(try await json(app.run(["search", "office", "--kind", "film", "--json"])) as? [[String: Any]])
        #expect(filmsOnly.allSatisfy { $0["kind"] as? String == "film" })

        #expect(try await app.run(["signup", "ada", "--password-stdin"], input: "analytical engine\n").status == 0)
        let added = try await app.run(["add", "Game of Thrones"])
        #expect(added.status == 0 && added.standardOutput == "Following Game of Thrones (2011–2019).\n", "\(added.standardError)")
        let watched = try await app.run(["watched", "Game of Thrones", "--season", "1", "--episode", "1"])
        #expect(watched.standardOutput == "Marked Game of Thrones S1E1 Episode 1 watched on \(Self.today).\n", "\(watched.standardError)")
        let shown = try await app.run(["show", "Game of Thrones", "--season", "1"])
        #expect(shown.status == 0 && shown.standardOutput.contains("1 of 73 episodes watched; next: S1E2 Episode 2"), "\(shown.standardOutput)")
        let filmSeason = try await app.run(["watched", "offline:1", "--season", "1"])
        #expect(filmSeason.status != 0 && filmSeason.standardError.contains("offline:1 is not a series"))
        #expect(try await app.run(["add", "offline:1"]).status == 0)
        let list = try #require(try await json(app.run(["list", "--json"])) as? [[String: Any]])
        #expect(list.map { $0["id"] as? String } == ["offline:1", "imdb:tt0944947"], "films first, then the series")
        #expect(list.map { $0["kind"] as? String } == ["film", "series"])
        #expect(list.last?["watchedEpisodes"] as? Int == 1 && list.last?["episodes"] as? Int == 73 && list.last?["next"] as? String == "S1E2")
        #expect(try await json(app.run(["list", "--unwatched", "--json"])) as? [[String: Any]] != nil)
        #expect((try await json(app.run(["list", "--unwatched", "--json"])) as? [[String: Any]])?.allSatisfy { $0["kind"] as? String == "film" } == true)
        #expect(try await app.run(["list"]).standardOutput.contains("imdb:tt0944947  Game of Thrones  2011–2019     1/73  S1E2"))
        #expect(try await app.run(["watched", "offline:1", "--on", "2026-01-01"]).status == 0)
        let history = try #require(try await json(app.run(["history", "--json"])) as? [[String: Any]])
        #expect(history.map { $0["kind"] as? String } == ["episode", "film"])
        #expect(history.first?["title"] as? String == "Game of Thrones" && history.first?["season"] as? Int == 1 && history.first?["episodeTitle"] as? String == "Episode 1")
        #expect(try await app.run(["history"]).standardOutput.contains("Game of Thrones S1E1 Episode 1"))
        let letterboxd = try await app.run(["export", "--format", "letterboxd"])
        #expect(letterboxd.status == 0 && letterboxd.standardError == "Letterboxd takes films only: your 1 episode viewings were left out; --format json keeps them.\n", "\(letterboxd.standardError)")
        #expect(!letterboxd.standardOutput.contains("Game of Thrones"))
        let removed = try await app.run(["remove", "Game of Thrones"])
        #expect(removed.standardOutput == "Stopped following Game of Thrones; its episode viewings are kept.\n")
        #expect((try await json(app.run(["series", "history", "--json"])) as? [Any])?.count == 1)
    }

    /// `export` in this program's JSON keeps the series followed and every episode viewing;
    /// another profile imports them as they were, exports the same bytes, and a second import
    /// adds nothing.
    @Test func theJSONExportKeepsSeriesAndAnotherProfileImportsThem() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        #expect(try await app.run(["signup", "ada", "--password-stdin"], input: "analytical engine\n").status == 0)
        #expect(try await app.run(["watched", "Breaking Bad", "--season", "1", "--on", "2026-01-02"]).status == 0)
        #expect(try await app.run(["watched", "imdb:tt0903747", "--season", "2", "--episode", "1", "--rating", "9"]).status == 0)
        #expect(try await app.run(["add", "Sherlock"]).status == 0)
        #expect(try await app.run(["add", "offline:1"]).status == 0)
        let exported = try await app.run(["export"])
        #expect(exported.status == 0 && exported.standardError.isEmpty, "\(exported.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(exported.standardOutput.utf8)) as? [String: Any])
        let series = try #require(document["series"] as? [[String: Any]])
        #expect(series.map { $0["title"] as? String } == ["Breaking Bad", "Sherlock"])
        #expect(series.map { ($0["viewings"] as? [Any])?.count } == [8, 0])
        let file = app.directory.appending(path: "ada.json")
        try Data(exported.standardOutput.utf8).write(to: file)

        #expect(try await app.run(["signup", "sam", "--password-stdin"], input: "difference engine\n").status == 0)
        let dryRun = try await app.run(["import", file.path, "--dry-run"])
        #expect(dryRun.standardOutput.contains("Would import: series 2 followed, 0 rated; 8 viewings to record."), "\(dryRun.standardOutput)")
        #expect((try await json(app.run(["series", "list", "--json"])) as? [Any])?.isEmpty == true)
        let imported = try await app.run(["import", file.path])
        #expect(imported.standardOutput.contains("Imported: series 2 followed, 0 rated; 8 viewings recorded."), "\(imported.standardOutput)\(imported.standardError)")
        #expect(try await app.run(["export"]).standardOutput == exported.standardOutput)
        let again = try await app.run(["import", file.path, "--json"])
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(again.standardOutput.utf8)) as? [String: Any])
        #expect((summary["others"] as? [[String: Any]])?.first?["viewingsAdded"] as? Int == 0)
        let next = try #require(try await json(app.run(["next", "--json"])) as? [[String: Any]])
        #expect(next.map { "\($0["title"] ?? "") S\($0["season"] ?? "")E\($0["episode"] ?? "")" } == ["Breaking Bad S2E2", "Sherlock S1E1"])
    }

    /// The Watchlist feature's Trakt fixture: films, Breaking Bad's episodes (one with a null
    /// IMDb id, a rewatch), a special, an unknown show, ratings of episodes and shows.
    static let traktFixture = Repository.root.appending(path: "Packages/Features/Watchlist/Fixtures/trakt").path

    @Test func aTraktExportWithShowsAndFilmsImportsTwiceWithNoDuplicates() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        #expect(try await app.run(["signup", "ada", "--password-stdin"], input: "analytical engine\n").status == 0)
        let folder = app.directory.appending(path: "trakt")
        try FileManager.default.copyItem(atPath: Self.traktFixture, toPath: folder.path)
        let first = try await app.run(["import", folder.path])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput.contains("Imported: series 2 followed, 2 rated; 4 viewings recorded."), "\(first.standardOutput)")
        #expect(first.standardOutput.contains("1 rating of episodes with no viewing to carry them"), "a rating is never a viewing: \(first.standardOutput)")
        #expect(first.standardOutput.contains("1 row about series and episodes not imported") && first.standardOutput.contains("A Show Nobody Made"), "\(first.standardOutput)")
        let unmatched = try String(contentsOf: app.directory.appending(path: "trakt-unmatched.csv"), encoding: .utf8)
        #expect(unmatched.hasPrefix("Title,Year,imdbID,tmdbID,WatchedDate,Rating10,Review,RatedDate,Kind,Show,Season,Episode,Problem"), "\(unmatched)")
        #expect(unmatched.contains("Pilot,2024,,,2024-02-01,,,,episode,A Show Nobody Made,1,1,no series"), "\(unmatched)")

        let episodes = try #require(try await json(app.run(["series", "history", "--json"])) as? [[String: Any]])
        let lines = episodes.map { viewing in
            "\(viewing["title"] ?? "") S\(viewing["season"] ?? "")E\(viewing["episode"] ?? "") \(viewing["watchedOn"] ?? "") " + ((viewing["rating"] as? Int).map(String.init) ?? "-")
        }
        #expect(lines.sorted() == [
            "Breaking Bad S1E1 2023-03-01 -", "Breaking Bad S1E1 2025-08-01 -", "Breaking Bad S1E2 2023-03-02 9", "Sherlock S0E1 2024-01-01 -",
        ], "a rewatch stays a rewatch; a rating rates the episode's viewing, and is never one (S1E3 is only rated)")
        let next = try #require(try await json(app.run(["next", "--json"])) as? [[String: Any]])
        #expect(next.map { "\($0["title"] ?? "") S\($0["season"] ?? "")E\($0["episode"] ?? "")" } == ["Breaking Bad S1E3", "Sherlock S1E1"], "a special is no progress")

        let again = try await app.run(["import", folder.path, "--json"])
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(again.standardOutput.utf8)) as? [String: Any], "\(again.standardError)")
        #expect(summary["viewingsAdded"] as? Int == 0 && summary["added"] as? Int == 0, "the films come once: \(summary)")
        let others = try #require((summary["others"] as? [[String: Any]])?.first)
        #expect(others["viewingsAdded"] as? Int == 0 && others["followed"] as? Int == 0 && others["ratingsAdded"] as? Int == 0, "the episodes come once: \(others)")
        #expect((others["unmatched"] as? [[String: Any]])?.first?["problem"] as? String == "no series")
        #expect((try await json(app.run(["series", "history", "--json"])) as? [Any])?.count == 4)
        let shown = try #require(try await json(app.run(["series", "show", "Breaking Bad", "--json"])) as? [String: Any])
        #expect(shown["rating"] as? Int == 8 && shown["ratedOn"] as? String == "2023-02-11", "a show's own rating is kept: \(shown)")
        let exported = try #require(try await json(app.run(["export"])) as? [String: Any])
        let ratings = (exported["series"] as? [[String: Any]])?.map { "\($0["title"] ?? "") \($0["rating"] ?? "-") \($0["ratedOn"] ?? "-")" }
        #expect(ratings == ["Breaking Bad 8 2023-02-11", "Sherlock 10 2024-01-02"], "the export keeps them")
    }

    private static var today: String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date())
    }
}

/// `imports undo` takes back what an import brought beside its films: the episodes' viewings,
/// the shows' ratings, and the shows it followed that nothing else came to, on this machine
/// and over `remote` on a real server, on SQLite and PostgreSQL, where the server keeps the
/// import and takes it back.
@Suite(.temporaryPostgres) struct SeriesImportUndoEndToEndTests {
    private func json(_ output: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(output.utf8))
    }

    /// Imports the Trakt fixture, records a viewing of one of its shows by hand, and takes the
    /// import back; `run` is `watchlist` on one list, this machine's or a server's.
    private func importAndTakeBack(
        into folder: URL, _ run: (_ arguments: [String]) async throws -> (status: Int32, output: String, error: String)
    ) async throws {
        let trakt = folder.appending(path: "trakt")
        try FileManager.default.copyItem(atPath: SeriesEndToEndTests.traktFixture, toPath: trakt.path)
        let imported = try await run(["import", trakt.path])
        #expect(imported.status == 0 && imported.output.contains("series 2 followed, 2 rated; 4 viewings recorded."), "\(imported)")
        let listed = try #require(try json(try await run(["imports", "--json"]).output) as? [[String: Any]])
        let others = try #require(listed.first?["others"] as? [[String: Any]], "\(listed)")
        #expect(others.count == 1 && others.first?["kind"] as? String == "series" && others.first?["viewingsAdded"] as? Int == 4, "\(others)")
        #expect(others.first?["followed"] as? Int == 2 && others.first?["ratingsAdded"] as? Int == 2 && others.first?["reversal"] == nil, "\(others)")
        #expect(try await run(["imports"]).output.contains("series: 2 followed, 2 ratings, 4 viewings"))

        // Something that came later from elsewhere: it stays, and keeps its show followed.
        #expect(try await run(["watched", "Breaking Bad", "--season", "1", "--episode", "5", "--on", "2026-01-02"]).status == 0)
        let preview = try #require(try json(try await run(["imports", "undo", "1", "--dry-run", "--json"]).output) as? [String: Any])
        let previewed = try #require((preview["others"] as? [[String: Any]])?.first, "\(preview)")
        #expect(previewed["viewingsRemoved"] as? Int == 4 && previewed["unfollowed"] as? Int == 1 && previewed["kept"] as? Int == 1, "\(previewed)")
        #expect((try json(try await run(["series", "history", "--json"]).output) as? [Any])?.count == 5, "a dry run changes nothing")

        let undone = try await run(["imports", "undo", "1"])
        #expect(undone.status == 0, "\(undone)")
        #expect(undone.output.contains("Of series: 1 no longer followed, 2 ratings and 4 viewings removed; 1 followed by it stays"), "\(undone.output)")
        let left = try #require(try json(try await run(["series", "history", "--json"]).output) as? [[String: Any]])
        #expect(left.map { "\($0["title"] ?? "") S\($0["season"] ?? "")E\($0["episode"] ?? "")" } == ["Breaking Bad S1E5"], "\(left)")
        let followed = try #require(try json(try await run(["series", "list", "--json"]).output) as? [[String: Any]])
        #expect(followed.map { $0["title"] as? String } == ["Breaking Bad"], "\(followed)")
        let shown = try #require(try json(try await run(["series", "show", "Breaking Bad", "--json"]).output) as? [String: Any])
        #expect(shown["rating"] == nil || shown["rating"] is NSNull, "the import's rating of the show is taken back: \(shown)")
        let history = try #require(try json(try await run(["history", "--json"]).output) as? [[String: Any]])
        #expect(history.map { $0["kind"] as? String } == ["episode"], "the films are taken back too: \(history)")
    }

    @Test func anImportsEpisodesAreTakenBackOnThisMachine() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        #expect(try await app.run(["signup", "ada", "--password-stdin"], input: "analytical engine\n").status == 0)
        try await importAndTakeBack(into: app.directory) { arguments in
            let result = try await app.run(arguments)
            return (result.status, result.standardOutput, result.standardError)
        }
    }

    @Test(arguments: ["SQLite", "PostgreSQL"])
    func anImportsEpisodesAreTakenBackOnAServer(storage: String) async throws {
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try await RunningServer.started(in: directory, storage: storage)
        defer { server.terminate() }
        let kim = try await server.signedUp("kim", in: directory)
        try await importAndTakeBack(into: kim.directory) { arguments in
            let result = try await kim.run(arguments)
            return (result.status, result.output, result.error)
        }
    }
}
