import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Drives the real binary in a pseudo-terminal through tmux: what a person at a keyboard sees.
@Suite(.serialized, .enabled(if: Tmux.isInstalled, Tmux.missing)) struct PseudoTerminalTests {
    private struct TmuxFailed: Error {
        let command: String
        let status: Int32
    }

    private struct Session {
        let tmux: String
        let name = "watchlist-e2e-\(UUID().uuidString.prefix(8))"
        let socket: String
        /// The process group of everything the pane started, once the session runs.
        var processGroup: pid_t?

        init(tmux: String, directory: URL) {
            self.tmux = tmux
            socket = directory.appending(path: "tmux.sock").path
        }

        /// Runs a tmux command through the shell and returns its output. Foundation's
        /// `Process` cannot be used here: the tmux server that the first command starts
        /// inherits a descriptor `Process` watches, so it never sees the client exit.
        @discardableResult
        func run(_ arguments: [String]) throws -> String {
            let outputURL = URL(fileURLWithPath: socket + ".\(UUID().uuidString).out")
            defer { try? FileManager.default.removeItem(at: outputURL) }
            let words = [tmux, "-S", socket] + arguments
            let command = words.map(Self.quoted).joined(separator: " ") + " > \(Self.quoted(outputURL.path)) 2>/dev/null < /dev/null"
            let status = system(command)
            guard status == 0 else { throw TmuxFailed(command: command, status: status) }
            return (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
        }

        private static func quoted(_ word: String) -> String {
            Tmux.quoted(word)
        }

        /// Ends the session whatever state it is in: kills the server and everything the pane
        /// started, and waits until they are gone, so the test's directory can be removed.
        func end() {
            _ = try? run(["kill-server"])
            if let processGroup { Tmux.endProcessGroup(processGroup) }
        }

        func screen() throws -> String { try run(["capture-pane", "-p", "-t", name, "-S", "-500"]) }

        /// Types `keys` and Enter, then waits until the screen shows `expected`.
        func type(_ keys: String, expecting expected: String) async throws {
            try run(["send-keys", "-t", name, "-l", keys])
            try run(["send-keys", "-t", name, "Enter"])
            try await waitFor(expected)
        }

        func waitFor(_ expected: String, timeout: TimeInterval = 20) async throws {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                if try screen().contains(expected) { return }
                try await Task.sleep(for: .milliseconds(100))
            }
            Issue.record("timed out waiting for \"\(expected)\"; the screen shows:\n\(try screen())")
            throw CancellationError()
        }
    }

    /// Starts `watchlist arguments` in a tmux session of the given height, followed by
    /// `afterwards` (shell), on a fresh database. End it with `defer { session.end() }`.
    private func startSession(_ app: WatchlistBinary, arguments: String = "", height: Int, afterwards: String = "") throws -> Session {
        guard let tmux = Tmux.executable else { throw Tmux.NotInstalled() }
        var session = Session(tmux: tmux, directory: app.directory)
        let command = "env NO_COLOR=1 WATCHLIST_DB='\(app.databaseURL.path)' '\(WatchlistBinary.executableURL.path)' \(arguments); echo EXIT=$?; \(afterwards) sleep 30"
        let guarded = Tmux.guarded(command, tmux: tmux, socket: session.socket, directory: app.directory.path)
        do {
            try session.run(["new-session", "-d", "-s", session.name, "-x", "120", "-y", String(height), guarded])
            session.processGroup = pid_t(try session.run(["display-message", "-p", "-t", session.name, "#{pane_pid}"])
                .trimmingCharacters(in: .whitespacesAndNewlines))
        } catch {
            session.end()
            throw error
        }
        return session
    }

    @Test func searchAddRateAndQuitInATerminal() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let session = try startSession(app, height: 60)
        defer { session.end() }

        try await session.waitFor("Choose:")
        try await session.type("a", expecting: "Sign up")
        try await session.type("s", expecting: "New profile name:")
        try await session.type("ada", expecting: "Choose a password")
        try await session.type("secret words", expecting: "Repeat the password:")
        try await session.type("secret words", expecting: "Signed up and logged in as ada.")
        #expect(try !session.screen().contains("secret words"), "the password was echoed")
        try await session.type("b", expecting: "logged in as ada")
        try await session.type("s", expecting: "Search for")
        try await session.type("amelie", expecting: "Amélie")
        try await session.type("1", expecting: "Jean-Pierre Jeunet")
        try await session.type("a", expecting: "Added Amélie (2001) to your watchlist.")
        try await session.type("", expecting: "My watchlist")
        try await session.type("w", expecting: "Mark watched")
        try await session.type("w", expecting: "Which number")
        try await session.type("1", expecting: "Rating 1-10")
        try await session.type("10", expecting: "Marked Amélie watched, rated 10/10.")
        try await session.type("b", expecting: "Quit")
        try await session.type("q", expecting: "EXIT=0")
        #expect(try session.screen().contains("Bye."))

        let list = try await app.run(["list", "--json"])
        #expect(list.standardOutput.contains("\"rating\" : 10"))
    }

    @Test func ctrlCDuringAPasswordPromptRestoresTheTerminal() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let checkEcho = "stty -a | tr ' ;' '\\n\\n' | grep -qx -- -echo && echo ECHO=off || echo ECHO=on;"
        let session = try startSession(app, arguments: "login ada", height: 30, afterwards: checkEcho)
        defer { session.end() }

        try await session.waitFor("Password for ada:")
        try session.run(["send-keys", "-t", session.name, "C-c"])
        try await session.waitFor("EXIT=130")
        try await session.waitFor("ECHO=")
        #expect(try session.screen().contains("ECHO=on"), "echo was left off after Ctrl-C")
    }

    @Test func endOfInputLeavesTheHomeScreenCleanly() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let session = try startSession(app, height: 30)
        defer { session.end() }
        try await session.waitFor("Choose:")
        try session.run(["send-keys", "-t", session.name, "C-d"])
        try await session.waitFor("EXIT=0")
    }
}
