import Foundation
import TestSupport
import Testing

/// What a launch does before its command runs, seen from outside the binary.
@Suite struct StartUpEndToEndTests {
    @Test(arguments: [["--help"], ["help", "list"], ["list", "--help"], ["--version"]])
    func helpTouchesNoData(arguments: [String]) async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let result = try await app.run(arguments)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: app.databaseURL.path), "\(arguments) created the database")
    }

    @Test func wiringOptionsWorkBeforeAndAfterTheCommand() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        for arguments in [
            ["--catalog", "offline", "search", "godfather", "--json"],
            ["search", "--catalog", "offline", "godfather", "--json"],
            ["search", "godfather", "--json", "--catalog=offline"],
        ] {
            let result = try await app.run(arguments, environment: ["TMDB_API_TOKEN": "set-so-tmdb-would-be-the-default"])
            #expect(result.status == 0, "\(arguments): \(result.standardError)")
            #expect(result.standardOutput.contains("\"offline:1\""), "\(arguments)")
        }
    }

    @Test func aBadWiringValueIsAUsageError() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let result = try await app.run(["list", "--timeout", "0"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("--timeout must be a number of seconds above 0 and at most 600, not 0"))
    }

    /// FoundationNetworking brings libcurl and some thirty shared libraries that every launch
    /// would load, online or not (10 to 14 ms measured); the binary must not need them.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/readelf"), "readelf (binutils) is not installed"))
    func theBinaryLoadsNoNetworkStackAtLaunch() async throws {
        let readelf = try await ChildProcess.run(URL(fileURLWithPath: "/usr/bin/readelf"), ["--dynamic", WatchlistBinary.executableURL.path])
        let dynamicSection = readelf.output
        let needed = dynamicSection.split(separator: "\n").filter { $0.contains("(NEEDED)") }
        #expect(!needed.isEmpty, "readelf printed no NEEDED entries: \(dynamicSection.prefix(500))")
        for library in ["libFoundationNetworking", "libcurl"] {
            #expect(!needed.contains { $0.contains(library) }, "watchlist needs \(library) at launch")
        }
    }
}
