import Foundation
import StorageTesting
import TestSupport
import Testing

/// The real `watchlist-server` and the real `watchlist` as its client, each person on a
/// machine of their own (a data directory each): isolation, sharing, pushing a local list,
/// a revoked and an expired token, and a server that stops in the middle of a session.
/// Isolation and sharing run with the server on SQLite and on a real PostgreSQL.
@Suite(.serialized, .temporaryPostgres) struct ServerAndCLIEndToEndTests {
    func root() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appending(path: "server-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// The server and the CLI know one schema: a file the server migrated (its access tokens
    /// included) is the CLI's own database, and the other way round, never "written by a newer
    /// version".
    @Test func theServerAndTheCLIOpenEachOthersSQLiteFile() async throws {
        let directory = try root()
        defer { try? FileManager.default.removeItem(at: directory) }
        let ada = try CLIUser("ada", in: directory)
        let file = ada.directory.appending(path: "watchlist.sqlite").path

        let started = try await RunningServer.start(directory: directory, storage: ["--database", file])
        let server = try #require(started.server, "the server did not start: \(started.standardError)")
        _ = await server.stop()
        let signedUp = try await ada.run(["signup", "ada", "--password-stdin"], input: ada.password + "\n")
        #expect(signedUp.status == 0, "\(signedUp.error)")
        let added = try await ada.run(["add", "offline:1"])
        #expect(added.status == 0, "\(added.error)")
        #expect(try await ada.run(["list", "--json"]).output.contains(#""title" : "The Godfather""#))

        let again = try await RunningServer.start(directory: directory, storage: ["--database", file])
        let restarted = try #require(again.server, "the server refused the CLI's file: \(again.standardError)")
        _ = await restarted.stop()
    }

    @Test(arguments: ["SQLite", "PostgreSQL"])
    func twoPeopleKeepTheirListsApartAndShareOneReadThenWrite(storage: String) async throws {
        let directory = try root()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try await RunningServer.started(in: directory, storage: storage)
        defer { server.terminate() }
        let url = "http://127.0.0.1:\(server.port)"
        let ada = try CLIUser("ada", in: directory), sam = try CLIUser("sam", in: directory)
        try await ada.signUp(on: url, as: "ada")
        try await sam.signUp(on: url, as: "sam")

        let permissions = try FileManager.default.attributesOfItem(atPath: ada.sessionFile.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600, "the token file must be readable by its owner only")
        #expect(!FileManager.default.fileExists(atPath: ada.directory.appending(path: "watchlist.sqlite").path), "a remote session keeps nothing in the local database")

        #expect(try await ada.run(["add", "offline:1"]).output == "Added The Godfather (1972) to your watchlist.\n")
        #expect(try await ada.run(["watched", "offline:1", "--rating", "9"]).status == 0)
        #expect(try await ada.run(["list", "--json"]).output.contains(#""title" : "The Godfather""#))
        // A film not on the server's list is put on it, watched, as on this machine.
        #expect(try await ada.run(["watched", "offline:2"]).output == "Added The Godfather Part II (1974) to the list, watched.\n")
        #expect(try await ada.run(["remove", "offline:2"]).status == 0)
        #expect(try await sam.run(["list", "--json"]).output.filter { !$0.isWhitespace } == "[]", "sam sees nothing of ada's")
        // The server filters and sorts for a remote `list`, as the local service does.
        #expect(try await ada.run(["add", "offline:3"]).status == 0)
        let unwatched = try await ada.run(["list", "--unwatched", "--json"]).output
        #expect(unwatched.contains("offline:3") && !unwatched.contains("offline:1"))
        let byTitle = try await ada.run(["list", "--sort", "title", "--json"]).output
        #expect(try #require(byTitle.range(of: "offline:3")).lowerBound < (try #require(byTitle.range(of: "offline:1"))).lowerBound, "Alien before The Godfather")
        #expect(try await ada.run(["remove", "offline:3"]).status == 0)

        let refused = try await sam.run(["list", "--of", "ada"])
        #expect(refused.status == 1 && refused.error.contains("ada has not shared a list with you") && !refused.output.contains("Godfather"))

        #expect(try await ada.run(["share", "sam", "--read"]).output == "sam can read your list now.\n")
        #expect(try await sam.run(["list", "--of", "ada"]).output.contains("The Godfather"))
        #expect(try await sam.run(["history", "--of", "ada"]).output.contains("9/10"))
        let readOnly = try await sam.run(["add", "offline:2", "--of", "ada"])
        #expect(readOnly.status == 1 && readOnly.error.contains("to read only"))

        #expect(try await ada.run(["share", "sam", "--write"]).status == 0)
        #expect(try await sam.run(["add", "offline:2", "--of", "ada"]).output.contains("to ada's watchlist"))
        #expect(try await ada.run(["list", "--json"]).output.contains("offline:2"))
        #expect(try await sam.run(["share"]).output.contains("You can read and change ada's list"))

        #expect(try await ada.run(["unshare", "sam"]).status == 0)
        #expect(try await sam.run(["list", "--of", "ada"]).status == 1)
    }

    @Test func aLocalListIsPushedOnceAndALoggedOutOrExpiredTokenSaysWhatToDo() async throws {
        let directory = try root()
        defer { try? FileManager.default.removeItem(at: directory) }
        let started = try await RunningServer.start(directory: directory, arguments: ["--token-lifetime", "3"])
        let server = try #require(started.server, "the server did not start: \(started.standardError)")
        defer { server.terminate() }
        let url = "http://127.0.0.1:\(server.port)"
        let kim = try CLIUser("kim", in: directory)
        #expect(try await kim.run(["signup", "kim", "--password-stdin"], input: kim.password + "\n").status == 0)
        #expect(try await kim.run(["add", "offline:3"]).status == 0)
        #expect(try await kim.run(["watched", "offline:3", "--on", "2024-05-01"]).status == 0)

        try await kim.signUp(on: url, as: "kim")
        let pushed = try await kim.run(["remote", "push", "--json"])
        #expect(pushed.status == 0 && pushed.output.contains(#""added" : 1"#), "\(pushed)")
        #expect(try await kim.run(["remote", "push", "--json"]).output.contains(#""unchanged" : 1"#), "pushing again changes nothing")
        #expect(try await kim.run(["history"]).output.contains("2024-05-01"))

        let session = try Data(contentsOf: kim.sessionFile)
        #expect(try await kim.run(["remote", "logout"]).output.contains("use this machine's list again"))
        #expect(try await kim.run(["list"]).output.contains("offline:3"), "after log-out, the local list")
        try session.write(to: kim.sessionFile)
        let revoked = try await kim.run(["list"])
        #expect(revoked.status == 1 && revoked.error.contains("has ended") && revoked.error.contains("watchlist remote login URL NAME"), "\(revoked.error)")

        #expect(try await kim.run(["remote", "login", url, "kim", "--password-stdin"], input: kim.password + "\n").status == 0)
        #expect(try await kim.run(["list"]).status == 0)
        try await Task.sleep(for: .milliseconds(3500))
        let expired = try await kim.run(["remote", "status"])
        #expect(expired.status == 1 && expired.output.contains("the session has ended"))
    }

    /// Section 3 of the series through `remote`: search with kinds, follow, watch a season, a
    /// refusal that says what the show has, Up Next, show, list, history, and the JSON export
    /// of the server's series imported into this machine's own list.
    @Test func theCLIFollowsAndWatchesSeriesOnTheServerAndExportsThem() async throws {
        let directory = try root()
        defer { try? FileManager.default.removeItem(at: directory) }
        let started = try await RunningServer.start(directory: directory)
        let server = try #require(started.server, "the server did not start: \(started.standardError)")
        defer { server.terminate() }
        let kim = try CLIUser("kim", in: directory)
        try await kim.signUp(on: "http://127.0.0.1:\(server.port)", as: "kim")

        let found = try await kim.run(["search", "breaking bad", "--kind", "series", "--json"])
        #expect(found.status == 0 && found.output.contains("imdb:tt0903747") && found.output.contains(#""kind" : "series""#), "\(found)")
        #expect(try await kim.run(["add", "tt0903747"]).status == 0)
        let watched = try await kim.run(["watched", "Breaking Bad", "--season", "1", "--date", "2025-01-02"])
        #expect(watched.status == 0, "\(watched)")
        let refused = try await kim.run(["watched", "tt0903747", "--season", "9"])
        #expect(refused.status != 0 && refused.error.contains("seasons 1–5"), "\(refused)")

        let next = try await kim.run(["next", "--json"])
        let items = try #require(try JSONSerialization.jsonObject(with: Data(next.output.utf8)) as? [[String: Any]], "\(next)")
        #expect(items.count == 1 && items.first?["season"] as? Int == 2 && items.first?["episode"] as? Int == 1, "\(items)")
        #expect(try await kim.run(["show", "tt0903747", "--season", "1"]).output.contains("✓"))
        #expect(try await kim.run(["list", "--json"]).output.contains(#""watchedEpisodes" : 7"#))
        #expect(try await kim.run(["history"]).output.contains("Breaking Bad"))

        let archive = directory.appending(path: "kim.json").path
        let exported = try await kim.run(["export", "--output", archive])
        #expect(exported.status == 0, "\(exported)")
        #expect(try await kim.run(["remote", "logout"]).status == 0)
        #expect(try await kim.run(["signup", "kim", "--password-stdin"], input: kim.password + "\n").status == 0)
        #expect(try await kim.run(["history"]).output.contains("Breaking Bad") == false, "this machine's list is apart from the server's")
        let imported = try await kim.run(["import", archive])
        #expect(imported.status == 0, "\(imported)")
        #expect(try await kim.run(["next", "--json"]).output.contains(#""season" : 2"#), "the server's series came home with their progress")
    }

    /// The calendar's feed through both binaries: `calendar feed` prints the server's address
    /// once (the database keeps its hash),
    /// which answers iCalendar without a token, never shows up in the server's log, and stops
    /// answering once rotated; without a server, the CLI says what to do instead.
    @Test func theFeedsAddressAnswersWithoutATokenStaysOutOfTheLogAndRotates() async throws {
        let directory = try root()
        defer { try? FileManager.default.removeItem(at: directory) }
        let kim = try CLIUser("kim", in: directory)
        let alone = try await kim.run(["calendar", "feed"])
        #expect(alone.status != 0 && alone.error.contains("`watchlist remote login URL NAME`"), "\(alone)")
        let started = try await RunningServer.start(directory: directory)
        let server = try #require(started.server, "the server did not start: \(started.standardError)")
        defer { server.terminate() }
        try await kim.signUp(on: "http://127.0.0.1:\(server.port)", as: "kim")

        let printed = try await kim.run(["calendar", "feed"])
        let address = printed.output.trimmingCharacters(in: .whitespacesAndNewlines)
        let path = try #require(address.firstMatch(of: /^http:\/\/127\.0\.0\.1:\d+(\/calendar\/([A-Za-z0-9_-]{43})\.ics)$/), "\(printed)")
        #expect(printed.error.contains("`watchlist calendar feed --rotate` makes a new one"))
        let feed = try await server.request(String(path.output.1))
        #expect(feed.status == 200 && feed.body.hasPrefix("BEGIN:VCALENDAR\r\n") && feed.body.contains("X-WR-CALNAME:Watchlist: kim\r\n"), "\(feed)")
        let again = try await kim.run(["calendar", "feed"])
        #expect(again.status == 0 && again.output.isEmpty && again.error.contains("its address is shown only when it is made"), "kept as a hash: \(again)")
        let stored = try await ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/sqlite3"), [directory.appending(path: "server.sqlite").path, "SELECT token FROM calendar_feed"]
        )
        #expect(stored.output.hasPrefix("sha256:") && !stored.output.contains(String(path.output.2)), "the database holds the token's hash only: \(stored.output)")

        let rotated = try await kim.run(["calendar", "feed", "--rotate", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(rotated.output.utf8)) as? [String: Any], "\(rotated)")
        let newPath = try #require(object["path"] as? String)
        #expect(newPath != String(path.output.1))
        #expect(try await server.request(String(path.output.1)).status == 404, "the old address stops working")
        #expect(try await server.request(newPath).status == 200)
        let log = server.standardError
        #expect(log.contains("/calendar/…") && !log.contains(String(path.output.2)), "the token is never logged: \(log)")
    }

    /// Trakt's export through `remote`: the films go to the server's import, the shows and
    /// episodes are matched here and go to the server's series import; twice adds nothing. A
    /// show's rating, kept on the server, is replaced by `series rate` and never by an import.
    @Test(arguments: ["SQLite", "PostgreSQL"])
    func aTraktExportWithShowsAndFilmsImportsOnceOnTheServer(storage: String) async throws {
        let directory = try root()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try await RunningServer.started(in: directory, storage: storage)
        defer { server.terminate() }
        let kim = try CLIUser("kim", in: directory)
        try await kim.signUp(on: "http://127.0.0.1:\(server.port)", as: "kim")
        // A copy: the import writes its unmatched rows beside the folder, which must not be the
        // repository's.
        let trakt = directory.appending(path: "trakt").path
        try FileManager.default.copyItem(
            atPath: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appending(path: "Packages/Features/Watchlist/Fixtures/trakt").path,
            toPath: trakt
        )
        let first = try await kim.run(["import", trakt, "--json"])
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(first.output.utf8)) as? [String: Any], "\(first)")
        let others = try #require((summary["others"] as? [[String: Any]])?.first, "\(summary)")
        #expect(summary["added"] as? Int == 3 && others["viewingsAdded"] as? Int == 4 && others["followed"] as? Int == 2, "\(summary)")
        #expect(summary["leftOut"] as? [String] == ["1 rating of episodes with no viewing to carry them"], "a rating is never a viewing: \(summary)")
        #expect(others["ratingsAdded"] as? Int == 2, "\(others)")
        let rated = try await kim.run(["series", "rate", "Sherlock", "7"])
        #expect(rated.status == 0 && rated.output.contains("7/10"), "\(rated)")
        let again = try await kim.run(["import", trakt, "--json"])
        let second = try #require(try JSONSerialization.jsonObject(with: Data(again.output.utf8)) as? [String: Any], "\(again)")
        #expect(second["viewingsAdded"] as? Int == 0 && (second["others"] as? [[String: Any]])?.first?["viewingsAdded"] as? Int == 0, "\(second)")
        let history = try await kim.run(["series", "history", "--json"])
        #expect((try JSONSerialization.jsonObject(with: Data(history.output.utf8)) as? [Any])?.count == 4, "\(history)")
        let shown = try await kim.run(["series", "show", "Sherlock", "--json"])
        let sherlock = try #require(try JSONSerialization.jsonObject(with: Data(shown.output.utf8)) as? [String: Any], "\(shown)")
        #expect(sherlock["rating"] as? Int == 7, "the rating given by hand outlives the import: \(sherlock["rating"] ?? "none")")
        let removed = try await kim.run(["series", "rate", "Sherlock", "--remove"])
        #expect(removed.status == 0 && removed.output.hasPrefix("Removed your rating of Sherlock"), "\(removed)")
    }

    @Test func aServerThatStopsMidSessionIsReportedWithinTheBound() async throws {
        let directory = try root()
        defer { try? FileManager.default.removeItem(at: directory) }
        let started = try await RunningServer.start(directory: directory)
        let server = try #require(started.server, "the server did not start: \(started.standardError)")
        let url = "http://127.0.0.1:\(server.port)"
        let ada = try CLIUser("ada", in: directory)
        try await ada.signUp(on: url, as: "ada")
        #expect(try await ada.run(["add", "offline:1"]).status == 0)
        #expect(await server.stop() == 0)

        let began = Date()
        let unreachable = try await ada.run(["list", "--timeout", "2"])
        #expect(Date().timeIntervalSince(began) < 5)
        #expect(unreachable.status == 1)
        #expect(unreachable.error.contains("cannot reach the server at \(url)"), "\(unreachable.error)")
        #expect(unreachable.error.contains("watchlist remote logout"))
        let status = try await ada.run(["remote", "status"])
        #expect(status.status == 1 && status.output.contains("unreachable"))
    }
}
