import ArgumentParser
import Foundation

/// `serve`'s options for the server's own backups.
struct BackupOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Make a backup when the server starts and then every HOURS hours (0.5 for half an hour); GET /health says when the last one succeeded.",
        valueName: "hours"
    ))
    var backupEvery: Double?

    @Option(help: ArgumentHelp("How many of those backups to keep; the oldest go once a new one is whole.", valueName: "n"))
    var backupKeep = 7

    @Option(help: ArgumentHelp(
        "Where those backups are written.",
        discussion: "Default: backups beside the SQLite file; for PostgreSQL, $XDG_DATA_HOME/watchlist/backups (~/.local/share when unset).",
        valueName: "directory"
    ))
    var backupDirectory: String?

    init() {}

    func validate() throws {
        if let backupEvery, !(backupEvery > 0 && backupEvery.isFinite) {
            throw ValidationError("--backup-every must be a number of hours above 0, not \(backupEvery)")
        }
        guard backupKeep >= 1 else { throw ValidationError("--backup-keep must be 1 or more, not \(backupKeep)") }
        if backupEvery == nil, backupDirectory != nil {
            throw ValidationError("--backup-directory says where scheduled backups go; give --backup-every HOURS too")
        }
    }

    /// The schedule these options ask for on `storage`; `nil` without `--backup-every`.
    func schedule(for storage: StorageLocation, environment: [String: String], homeDirectory: URL) -> BackupSchedule? {
        guard let backupEvery else { return nil }
        let directory: URL
        if let backupDirectory {
            directory = URL(fileURLWithPath: backupDirectory)
        } else if case .sqlite(.file(let file)) = storage {
            directory = file.deletingLastPathComponent().appending(path: "backups")
        } else {
            let data = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
                ?? homeDirectory.appending(path: ".local/share")
            directory = data.appending(path: "watchlist/backups")
        }
        return BackupSchedule(everyHours: backupEvery, keep: backupKeep, directory: directory)
    }
}
