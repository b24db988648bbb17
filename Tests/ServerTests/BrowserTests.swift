import Foundation
import MediaServerStandIns
import TestSupport
import Testing
import ServerTestSupport

/// The web page in a real headless Chromium (Debian's `chromium` and `chromium-driver`,
/// driven by Selenium from Python) against the real `watchlist-server` binary and the real
/// `watchlist` CLI on its SQLite file: scripts/browser/web_journey.py says each step.
/// Where the browser or Selenium is missing, the test is skipped with the reason, or fails
/// when `WATCHLIST_REQUIRE_BROWSER=1` (CI sets it once it has installed them).
@Suite struct BrowserTests {
    static let requiredVariable = "WATCHLIST_REQUIRE_BROWSER"
    static let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "scripts/browser")

    /// A Python with Selenium, and the browser and its driver; else why not.
    static func tools() async -> (python: String?, missing: String?) {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "") + ":/usr/bin:/bin"
        let installed = { (name: String) in path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") } }
        var missing: [String] = []
        if !installed("chromium") { missing.append("chromium") }
        if !installed("chromedriver") { missing.append("chromium-driver") }
        var python: String?
        for candidate in ["/usr/bin/python3", "python3"] where python == nil {
            let check = try? await ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), [candidate, "-c", "import selenium"])
            if check?.status == 0 { python = candidate }
        }
        if python == nil { missing.append("Selenium for Python (python3-selenium)") }
        return (python, missing.isEmpty ? nil : missing.joined(separator: ", ") + " not installed")
    }

    /// Skips (or, where required, fails) a test that cannot drive a browser here.
    static func requireTools() async throws -> String {
        let (python, missing) = await tools()
        if let python { return python }
        let reason = missing ?? "no browser"
        if ProcessInfo.processInfo.environment[requiredVariable] == "1" {
            Issue.record("the browser tests are required (\(requiredVariable)=1) but cannot run: \(reason)")
            throw FixtureError(description: reason)
        }
        try Test.cancel("the browser tests cannot run here: \(reason)")
    }

    @Test(.timeLimit(.minutes(3)))
    func aHouseholdUsesTheWebPageInChromium() async throws {
        let python = try await Self.requireTools()
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appending(path: "server.sqlite").path
        // The operator lets backfills reach the Jellyfin stand-in on this machine.
        let started = try await RunningServer.start(directory: directory, environment: ["WATCHLIST_ALLOW_OUTBOUND": "127.0.0.1"])
        let server = try #require(started.server, "the server did not start: \(started.standardError)")
        defer { server.terminate() }
        let jellyfin = try await JellyfinStandIn.start(items: [
            JellyfinStandIn.film("m1", title: "Alien", year: 1979, lastPlayed: "2024-04-05T20:00:00.0000000Z"),
        ], token: "journey-token")

        let journey = try await ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                python, Self.scripts.appending(path: "web_journey.py").path, "--server", "http://127.0.0.1:\(server.port)",
                "--cli", RunningServer.executable.deletingLastPathComponent().appending(path: "watchlist").path, "--database", database,
                "--jellyfin", jellyfin.baseURL.absoluteString,
            ],
            environment: ProcessInfo.processInfo.environment.merging(["HOME": directory.path]) { _, test in test },
            limit: .seconds(180)
        )
        #expect(journey.status == 0, "the browser journey failed:\n\(journey.output)\(journey.error)")
        #expect(journey.output.contains("ok: a form posted from another origin changed nothing"))
        #expect(journey.output.contains("ok: the hooks page read Jellyfin's history"), "the backfill step ran")
        #expect(journey.output.contains("ok: Simkl's, Yamtrack's and Movary's exports imported in the browser too"), "every tracker's export was imported")
        await jellyfin.stop()
    }
}
