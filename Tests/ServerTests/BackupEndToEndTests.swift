import Foundation
import StorageTesting
import Synchronization
import TestSupport
import Testing

/// `watchlist-server backup` and `restore`, and `serve --backup-every`, with the real binaries
/// on a real SQLite file and a real PostgreSQL: a backup taken while a client keeps adding
/// holds every addition the server acknowledged before it began; restored into a new store,
/// a server serves it with the same tokens; a store with data is refused without `--force`;
/// the server's own backups run on time, the oldest removed, and `/health` says when.
@Suite struct BackupEndToEndTests {
    @Test(.timeLimit(.minutes(3)))
    func onSQLiteABackupUnderLoadRestoresEveryAcknowledgedWrite() async throws {
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await BackupJourney(
            directory: directory, store: ["--database", directory.appending(path: "server.sqlite").path],
            restored: ["--database", directory.appending(path: "restored.sqlite").path], fileExtension: "sqlite"
        ).run()
    }

    /// A backup that cannot be written is logged with its reason and shown on `/health`, and
    /// the server goes on serving.
    @Test func aScheduledBackupThatFailsIsOnHealthAndTheServerServes() async throws {
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let notADirectory = directory.appending(path: "a-file")
        try Data("in the way".utf8).write(to: notADirectory)
        let started = try await RunningServer.start(directory: directory, arguments: ["--backup-every", "24", "--backup-directory", notADirectory.path])
        let server = try #require(started.server, "the server did not start: \(started.standardError)")
        defer { server.terminate() }
        let deadline = ContinuousClock.now.advanced(by: .seconds(30))
        while !server.standardError.contains("backup failed"), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(50)) }
        let health = try await server.request("/health")
        #expect(health.status == 200 && health.body.contains(#""lastFailed":"#) && !health.body.contains("lastSucceeded"), "\(health)")
        #expect(server.standardError.contains("the next is due in 24.0 hours"), "\(server.standardError)")
        #expect(try await server.request("/v1/signup", method: "POST", json: #"{"name": "ada", "password": "correct horse"}"#).status == 201)
        #expect(await server.stop() == 0)
    }
}

@Suite(.temporaryPostgres) struct BackupOnPostgresEndToEndTests {
    @Test(.timeLimit(.minutes(3)))
    func onPostgresABackupUnderLoadRestoresEveryAcknowledgedWrite() async throws {
        let postgres = try TemporaryPostgres.forThisTest()
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await BackupJourney(
            directory: directory, store: ["--postgres", try postgres.url(database: postgres.createDatabase())],
            restored: ["--postgres", try postgres.url(database: postgres.createDatabase())], fileExtension: "pgdump"
        ).run()
    }
}

/// The journey both stores take.
private struct BackupJourney {
    let directory: URL
    let store: [String]
    let restored: [String]
    let fileExtension: String

    /// The films a client adds, one after another.
    private static let films = (1...80).map { "offline:\($0)" }

    func run() async throws {
        let backups = directory.appending(path: "scheduled")
        let started = try await RunningServer.start(
            directory: directory, storage: store, arguments: ["--backup-every", "0.0005", "--backup-keep", "2", "--backup-directory", backups.path]
        )
        let server = try #require(started.server, "the server did not start: \(started.standardError)")
        defer { server.terminate() }
        let signup = try await server.request("/v1/signup", method: "POST", json: #"{"name": "ada", "password": "correct horse"}"#)
        let token = try #require(signup.body.firstMatch(of: /"token":"([A-Za-z0-9_-]+)"/).map { String($0.output.1) }, "\(signup)")

        // A client adds films while the backup runs; what was acknowledged before it began must be in it.
        let acknowledged = Acknowledged()
        let adding = Task {
            for film in Self.films {
                let added = try await server.request("/v1/list", method: "POST", json: #"{"id": "\#(film)"}"#, token: token)
                guard added.status == 201 else { throw BackupJourneyFailure(what: "adding \(film) answered \(added)") }
                acknowledged.films.withLock { $0.append(film) }
            }
        }
        while acknowledged.films.withLock({ $0.count }) < 20 { try await Task.sleep(for: .milliseconds(10)) }
        let before = acknowledged.films.withLock { $0 }
        let file = directory.appending(path: "manual.\(fileExtension)")
        let backup = try await ChildProcess.run(RunningServer.executable, ["backup"] + store + [file.path], environment: Self.environment(directory), mergingError: true)
        #expect(backup.status == 0 && backup.output.contains("Backed up"), "\(backup.output)")
        try await adding.value
        let again = try await ChildProcess.run(RunningServer.executable, ["backup"] + store + [file.path], environment: Self.environment(directory), mergingError: true)
        #expect(again.status == 1 && again.output.contains("a backup never replaces a file"), "\(again.output)")

        // The server's own: one at start, then every 1.8 s, the two newest kept. Two more made
        // once every addition was acknowledged: the second of them began after the last.
        let made = { server.standardError.components(separatedBy: "backup made").count - 1 }
        let madeBefore = made()
        try await waitFor("two scheduled backups after the additions, three in all") { made() >= max(3, madeBefore + 2) }
        let health = try await server.request("/health")
        #expect(health.body.contains(#""lastSucceeded":"#) && health.body.contains(#""everyHours":0.0005"#) && !health.body.contains("lastFailed"), "\(health)")
        let kept = try FileManager.default.contentsOfDirectory(atPath: backups.path).filter { $0.hasPrefix("watchlist-") && $0.hasSuffix(".\(fileExtension)") }
        #expect(kept.count == 2, "the two newest are kept: \(kept)")
        #expect(await server.stop() == 0)

        // Restored into a new store, the backup is what a server serves, with the same token.
        let restore = try await ChildProcess.run(RunningServer.executable, ["restore", file.path] + restored, environment: Self.environment(directory), mergingError: true)
        #expect(restore.status == 0, "\(restore.output)")
        let restarted = try await RunningServer.start(directory: directory, storage: restored)
        let second = try #require(restarted.server, "the server did not start on the restored store: \(restarted.standardError)")
        defer { second.terminate() }
        let list = try await second.request("/v1/list", token: token)
        let ids = Set(list.body.matches(of: /"id":"(offline:\d+)"/).map { String($0.output.1) })
        #expect(list.status == 200 && ids.isSuperset(of: before), "every film acknowledged before the backup: \(before.filter { !ids.contains($0) })")
        #expect(ids.isSubset(of: Set(Self.films)), "\(ids.sorted())")
        #expect(try await second.request("/v1/list", method: "POST", json: #"{"id": "offline:99"}"#, token: token).status == 201, "the restored store takes writes")
        #expect(await second.stop() == 0)

        let refused = try await ChildProcess.run(RunningServer.executable, ["restore", file.path] + restored, environment: Self.environment(directory), mergingError: true)
        #expect(refused.status == 1 && refused.output.contains("holds data already") && refused.output.contains("--force"), "\(refused.output)")
        let newest = try #require(kept.max())
        let forced = try await ChildProcess.run(
            RunningServer.executable, ["restore", backups.appending(path: newest).path, "--force"] + restored, environment: Self.environment(directory), mergingError: true
        )
        #expect(forced.status == 0, "\(forced.output)")
        let third = try #require(try await RunningServer.start(directory: directory, storage: restored).server)
        defer { third.terminate() }
        let scheduled = try await third.request("/v1/list", token: token)
        #expect(!scheduled.body.contains(#""id":"offline:99""#), "a forced restore replaces what was written after the backup")
        #expect(Set(scheduled.body.matches(of: /"id":"(offline:\d+)"/).map { String($0.output.1) }) == Set(Self.films), "the last scheduled backup, after every addition")
        #expect(await third.stop() == 0)
    }

    private static func environment(_ directory: URL) -> [String: String] {
        ["HOME": directory.path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
    }

    private func waitFor(_ what: String, _ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now.advanced(by: .seconds(60))
        while !condition() {
            guard ContinuousClock.now < deadline else { throw BackupJourneyFailure(what: "waited a minute for \(what)") }
            try await Task.sleep(for: .milliseconds(100))
        }
    }
}

private struct BackupJourneyFailure: Error, CustomStringConvertible {
    let what: String
    var description: String { what }
}

/// The films the server acknowledged, in order.
private final class Acknowledged: Sendable {
    let films = Mutex<[String]>([])
}
