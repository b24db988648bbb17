import Foundation
import TestSupport
import Testing

@Suite struct MoviesEndToEndTests {
    @Test func searchShowsTheGodfatherFromTheEmbeddedCatalog() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let result = try await app.run(["search", "godfather"])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("ID") == true)
        #expect(lines.dropFirst().first?.contains("The Godfather") == true)
        #expect(lines.dropFirst().first?.contains("1972  Francis Ford Coppola  175 min") == true)
    }

    @Test func searchJSONIsAnArrayOfIDTitleYear() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let result = try await app.run(["search", "amelie", "--json"])
        #expect(result.status == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        #expect(array.first?["title"] as? String == "Amélie")
        #expect(array.first?["year"] as? Int == 2001)
        #expect((array.first?["id"] as? String)?.hasPrefix("offline:") == true)
    }

    @Test func noMatchIsAnEmptyArrayAndSuccess() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let result = try await app.run(["search", "qqqzzz", "--json"])
        #expect(result.status == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [Any])
        #expect(array.isEmpty)
    }

    @Test func showPrintsDetailsAndJSON() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let text = try await app.run(["show", "offline:1"])
        #expect(text.status == 0)
        #expect(text.standardOutput.hasPrefix("The Godfather (1972)"))
        #expect(text.standardOutput.contains("Francis Ford Coppola"))
        let json = try await app.run(["show", "1", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(object["runtime"] as? Int == 175)
    }

    @Test func anUnknownIDFailsOnStandardError() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let result = try await app.run(["show", "offline:99999"])
        #expect(result.status != 0)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("no film with id offline:99999"))
    }

    @Test(arguments: [
        (["search"], "Missing expected argument"),
        (["search", "alien", "--limit", "0"], "--limit must be between 1 and 100"),
        (["show", "not-an-id"], "is not a film id"),
        (["search", "alien", "--bogus"], "Unknown option '--bogus'"),
        (["frobnicate"], "Unexpected argument 'frobnicate'"),
    ])
    func badInputFailsWithAMessage(arguments: [String], message: String) async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let result = try await app.run(arguments)
        #expect(result.status != 0)
        #expect(result.standardError.contains(message), "stderr: \(result.standardError)")
    }

    @Test func aCorruptDatabaseIsReportedAndNotOverwritten() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let garbage = Data(String(repeating: "not a database ", count: 100).utf8)
        try garbage.write(to: app.databaseURL)
        let result = try await app.run(["show", "offline:1"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("is not a database or is damaged"))
        #expect(try Data(contentsOf: app.databaseURL) == garbage)
    }

    @Test func aMissingDataDirectoryIsCreated() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let nested = app.directory.appending(path: "a/b/c/watchlist.sqlite")
        let result = try await app.run(["show", "offline:1"], environment: ["WATCHLIST_DB": nested.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(FileManager.default.fileExists(atPath: nested.path))
    }

    @Test func theDefaultDatabaseFollowsXDG() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let dataHome = app.directory.appending(path: "xdg")
        let result = try await app.run(["show", "offline:1"], environment: ["WATCHLIST_DB": "", "XDG_DATA_HOME": dataHome.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(FileManager.default.fileExists(atPath: dataHome.appending(path: "watchlist/watchlist.sqlite").path))
    }

    @Test func helpExitsZero() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let result = try await app.run(["--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("search"))
    }
}

@Suite struct NonInteractiveEndToEndTests {
    @Test func noArgumentsWithoutATerminalPrintsHelpAndSucceeds() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let result = try await app.run([])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("USAGE: watchlist [--catalog <offline|imdb|tmdb>] [--timeout <seconds>] <subcommand>"))
    }
}
