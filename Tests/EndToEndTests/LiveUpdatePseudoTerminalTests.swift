import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Two terminals on one database, through tmux: the list screen open in the first pane shows
/// `watchlist add` and `remove` run in the second within a second, with no key pressed in
/// the first.
///
/// A second is a bound on the app, so it is measured on a machine that is doing nothing else:
/// among the other root tests, which run some forty binaries at once on two cores, the same
/// update took 0.4 to 1.3 s (0.2 s alone). The default `swift test` skips it; `scripts/test-all`
/// runs it alone, right after the root package:
///
///     WATCHLIST_LATENCY_TEST=1 swift test --filter LiveUpdatePseudoTerminalTests
@Suite(
    .serialized, .enabled(if: Tmux.isInstalled, Tmux.missing),
    .enabled(
        if: ProcessInfo.processInfo.environment["WATCHLIST_LATENCY_TEST"] == "1",
        "measures a latency, so it runs alone: scripts/test-all runs it with WATCHLIST_LATENCY_TEST=1"
    )
)
struct LiveUpdatePseudoTerminalTests {
    private struct TmuxFailed: Error {
        let command: String
        let status: Int32
    }

    /// One tmux session with two panes: the app in the first, a shell in the second.
    private struct TwoPanes {
        let tmux: String
        let socket: String
        let name = "watchlist-live-\(UUID().uuidString.prefix(8))"
        var appPane = ""
        var shellPane = ""
        var processGroups: [pid_t] = []

        init(tmux: String, directory: URL) {
            self.tmux = tmux
            socket = directory.appending(path: "tmux.sock").path
        }

        /// Runs a tmux command through the shell and returns its output (Foundation's
        /// `Process` would wait for the tmux server, which inherits a descriptor it watches).
        @discardableResult
        func run(_ arguments: [String]) throws -> String {
            let outputPath = socket + ".\(UUID().uuidString).out"
            defer { try? FileManager.default.removeItem(atPath: outputPath) }
            let command = ([tmux, "-S", socket] + arguments).map(Tmux.quoted).joined(separator: " ")
                + " > \(Tmux.quoted(outputPath)) 2>/dev/null < /dev/null"
            let status = system(command)
            guard status == 0 else { throw TmuxFailed(command: command, status: status) }
            return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        }

        func screen(of pane: String) throws -> String {
            try run(["capture-pane", "-p", "-t", pane, "-S", "-500"])
        }

        /// Types `keys` and Enter in `pane`.
        func type(_ keys: String, in pane: String) throws {
            try run(["send-keys", "-t", pane, "-l", keys])
            try run(["send-keys", "-t", pane, "Enter"])
        }

        /// Polls `pane` until `condition` holds of its text, for at most `timeout` seconds;
        /// returns when it first held.
        @discardableResult
        func waitUntil(_ pane: String, timeout: TimeInterval = 20, _ what: String, _ condition: (String) -> Bool) async throws -> Date {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                if condition(try screen(of: pane)) { return Date() }
                try await Task.sleep(for: .milliseconds(10))
            }
            Issue.record("timed out after \(timeout) s waiting until \(what); the pane shows:\n\(try screen(of: pane))")
            throw CancellationError()
        }

        func paneProcessGroup(_ pane: String) throws -> pid_t? {
            pid_t(try run(["display-message", "-p", "-t", pane, "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines))
        }

        /// Kills the server and everything both panes started, and waits until they are gone.
        func end() {
            _ = try? run(["kill-server"])
            for group in processGroups { Tmux.endProcessGroup(group) }
        }
    }

    /// Starts the interactive app in the first pane and a shell in the second, both on
    /// `app`'s database. End it with `defer { panes.end() }`.
    private func startPanes(_ app: WatchlistBinary) throws -> TwoPanes {
        guard let tmux = Tmux.executable else { throw Tmux.NotInstalled() }
        var panes = TwoPanes(tmux: tmux, directory: app.directory)
        let environment = "NO_COLOR=1 WATCHLIST_DB=\(Tmux.quoted(app.databaseURL.path))"
        let appCommand = "env \(environment) \(Tmux.quoted(WatchlistBinary.executableURL.path)); echo EXIT=$?; sleep 30"
        let guarded = Tmux.guarded(appCommand, tmux: tmux, socket: panes.socket, directory: app.directory.path)
        do {
            panes.appPane = try panes.run(["new-session", "-d", "-s", panes.name, "-x", "120", "-y", "60", "-P", "-F", "#{pane_id}", guarded])
                .trimmingCharacters(in: .whitespacesAndNewlines)
            panes.processGroups += [try panes.paneProcessGroup(panes.appPane)].compactMap { $0 }
            panes.shellPane = try panes.run(["split-window", "-d", "-t", panes.appPane, "-P", "-F", "#{pane_id}", "env \(environment) sh"])
                .trimmingCharacters(in: .whitespacesAndNewlines)
            panes.processGroups += [try panes.paneProcessGroup(panes.shellPane)].compactMap { $0 }
        } catch {
            panes.end()
            throw error
        }
        return panes
    }

    /// What the list screen drew last: the pane's text after the last heading.
    private func lastDrawing(_ screen: String) -> String {
        guard screen.contains("My watchlist") else { return "" }
        return screen.components(separatedBy: "My watchlist").last ?? ""
    }

    /// Whether the pane's last non-empty line is the menu's prompt, waiting for a choice.
    private func endsWithThePrompt(_ screen: String) -> Bool {
        screen.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?
            .trimmingCharacters(in: .whitespaces) == "Choose:"
    }

    /// When the shell pane printed `marker=<seconds since 1970>`, waiting for it.
    private func timestamp(_ marker: String, in panes: TwoPanes) async throws -> Date? {
        var printed: Date?
        try await panes.waitUntil(panes.shellPane, "the shell prints \(marker)") { screen in
            // The line the command printed, not the command line that names the marker.
            let line = screen.split(separator: "\n").first { $0.hasPrefix(marker + "=") }
            printed = line.flatMap { Double($0.dropFirst(marker.count + 1)) }.map(Date.init(timeIntervalSince1970:))
            return printed != nil
        }
        return printed
    }

    @Test func addAndRemoveInAnotherTerminalShowOnTheOpenListWithinASecond() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        #expect(try await app.run(["signup", "ada", "--password-stdin"], input: "secret words\n").status == 0)
        #expect(try await app.run(["add", "offline:3"]).status == 0)  // Alien
        #expect(try await app.run(["add", "offline:5"]).status == 0)  // Amélie

        let panes = try startPanes(app)
        defer { panes.end() }
        try await panes.waitUntil(panes.appPane, "the home screen asks") { $0.contains("Choose:") }
        try panes.type("w", in: panes.appPane)
        try await panes.waitUntil(panes.appPane, "the list is open") { screen in
            let drawing = lastDrawing(screen)
            return drawing.contains("ada") && drawing.contains("Alien") && drawing.contains("Amélie") && endsWithThePrompt(screen)
        }

        // From here on, nothing is typed in the app's pane.
        let typedAdd = Date()
        try panes.type("watchlist_bin=\(Tmux.quoted(WatchlistBinary.executableURL.path))", in: panes.shellPane)
        try panes.type("\"$watchlist_bin\" add offline:1 && echo ADDED=$(date +%s.%N)", in: panes.shellPane)
        let added = try await panes.waitUntil(panes.appPane, timeout: 3, "the open list shows the added title") { screen in
            lastDrawing(screen).contains("The Godfather") && endsWithThePrompt(screen)
        }
        let addFinished = try #require(try await timestamp("ADDED", in: panes))

        let typedRemove = Date()
        try panes.type("\"$watchlist_bin\" remove offline:3 && echo REMOVED=$(date +%s.%N)", in: panes.shellPane)
        let removed = try await panes.waitUntil(panes.appPane, timeout: 3, "the open list no longer shows the removed title") { screen in
            let drawing = lastDrawing(screen)
            return !drawing.contains("Alien") && drawing.contains("The Godfather") && drawing.contains("Amélie") && endsWithThePrompt(screen)
        }
        let removeFinished = try #require(try await timestamp("REMOVED", in: panes))

        let addLatency = added.timeIntervalSince(addFinished), removeLatency = removed.timeIntervalSince(removeFinished)
        #expect(addLatency < 1, "the added title showed \(addLatency) s after the command finished")
        #expect(removeLatency < 1, "the removal showed \(removeLatency) s after the command finished")
        print(String(format: "live update: add shown %.0f ms after the command finished (%.0f ms after it was typed); remove %.0f ms (%.0f ms)",
                     addLatency * 1000, added.timeIntervalSince(typedAdd) * 1000, removeLatency * 1000, removed.timeIntervalSince(typedRemove) * 1000))

        // The screen still answers the keyboard after redrawing on its own.
        try panes.type("b", in: panes.appPane)
        try await panes.waitUntil(panes.appPane, "the home screen is back") { endsWithThePrompt($0) && lastDrawing($0).contains("Quit") }
        try panes.type("q", in: panes.appPane)
        try await panes.waitUntil(panes.appPane, "the app exits") { $0.contains("EXIT=0") }
    }
}
