import Foundation
import TestSupport
import Testing

/// The calendar's feed through the real `watchlist-server` and the real `watchlist`.
@Suite struct CalendarFeedOnTheServerEndToEndTests {
    /// The calendar's feed through both binaries: `calendar feed` prints the server's address
    /// once (the database keeps its hash),
    /// which answers iCalendar without a token, never shows up in the server's log, and stops
    /// answering once rotated; without a server, the CLI says what to do instead.
    @Test func theFeedsAddressAnswersWithoutATokenStaysOutOfTheLogAndRotates() async throws {
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let kim = try CLIUser("kim", in: directory)
        let alone = try await kim.run(["calendar", "feed"])
        #expect(alone.status != 0 && alone.error.contains("`watchlist remote login URL NAME`"), "\(alone)")
        let server = try await RunningServer.started(in: directory)
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
}
