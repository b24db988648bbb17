import Foundation
import Testing

/// What a launch does before its command runs, seen from outside the binary.
@Suite struct StartUpEndToEndTests {
    @Test(arguments: [["--help"], ["help", "list"], ["list", "--help"], ["--version"]])
    func helpTouchesNoData(arguments: [String]) throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let result = try app.run(arguments)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: app.databaseURL.path), "\(arguments) created the database")
    }

    @Test func wiringOptionsWorkBeforeAndAfterTheCommand() throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        for arguments in [
            ["--catalog", "offline", "search", "godfather", "--json"],
            ["search", "--catalog", "offline", "godfather", "--json"],
            ["search", "godfather", "--json", "--catalog=offline"],
        ] {
            let result = try app.run(arguments, environment: ["TMDB_API_TOKEN": "set-so-tmdb-would-be-the-default"])
            #expect(result.status == 0, "\(arguments): \(result.standardError)")
            #expect(result.standardOutput.contains("\"offline:1\""), "\(arguments)")
        }
    }

    @Test func aBadWiringValueIsAUsageError() throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let result = try app.run(["list", "--timeout", "0"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("--timeout must be a number of seconds above 0 and at most 600, not 0"))
    }
}
