import Foundation
import TestSupport
import Testing

/// `watchlist backup` and `watchlist restore` with the real binary on real files: a copy of
/// one person's database restored on another machine shows the same list, a database with
/// data is replaced only with `--force`, and a file that is not a backup changes nothing.
@Suite struct BackupCommandEndToEndTests {
    @Test func aBackupRestoredElsewhereShowsTheSameListAndDataIsReplacedOnlyWithForce() async throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "cli-backup-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let ada = try CLIUser("ada", in: root), bob = try CLIUser("bob", in: root)
        #expect(try await ada.run(["signup", "ada", "--password-stdin"], input: ada.password + "\n").status == 0)
        for film in ["offline:1", "offline:2"] { #expect(try await ada.run(["add", film]).status == 0) }
        let file = root.appending(path: "ada-backup.sqlite").path

        let backup = try await ada.run(["backup", file])
        #expect(backup.status == 0 && backup.output.hasPrefix("Backed up \(ada.directory.appending(path: "watchlist.sqlite").path) to \(file)"), "\(backup)")
        let again = try await ada.run(["backup", file])
        #expect(again.status == 1 && again.error.contains("exists already, and a backup never replaces a file"), "\(again.error)")

        let restored = try await bob.run(["restore", file])
        #expect(restored.status == 0, "\(restored.error)")
        #expect(try await bob.run(["login", "ada", "--password-stdin"], input: ada.password + "\n").status == 0)
        let list = try await bob.run(["list", "--json"])
        let titles = (try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
        #expect(Set(titles) == ["The Godfather", "The Godfather Part II"], "\(list.output)")

        #expect(try await ada.run(["add", "offline:3"]).status == 0)
        let refused = try await ada.run(["restore", file])
        #expect(refused.status == 1 && refused.error.contains("holds data already") && refused.error.contains("give --force"), "\(refused.error)")
        #expect(try await ada.run(["list", "--json"]).output.contains("offline:3"), "a refused restore changes nothing")
        #expect(try await ada.run(["restore", file, "--force"]).status == 0)
        #expect(try await !ada.run(["list", "--json"]).output.contains("offline:3"), "a forced restore puts the backup back")

        let notABackup = root.appending(path: "notes.txt")
        try Data("not a database at all, just words".utf8).write(to: notABackup)
        let garbage = try await ada.run(["restore", notABackup.path, "--force"])
        #expect(garbage.status == 1 && garbage.error.contains("cannot be restored: it is not an SQLite database. Nothing was changed"), "\(garbage.error)")
        #expect(try await ada.run(["list", "--json"]).output.contains("offline:1"))
    }
}
