import ArgumentParser
import CommandInjection
import Foundation
import Injection
import Storage

/// `watchlist backup FILE`: a copy of this machine's database, made while other `watchlist`
/// commands, or a server on the same file, go on reading and writing it.
struct BackupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Copy the database to a new file, while it stays in use.",
        discussion: """
        The copy is SQLite's online backup of the database (`watchlist --help` says where it \
        is): one SQLite file holding every change saved before it began. A backup never \
        replaces a file. `restore` puts one back. Logged in to a server, the data kept \
        there is the server's to back up; this copies this machine's.

        Examples:
          watchlist backup ~/watchlist-backup.sqlite
          watchlist restore ~/watchlist-backup.sqlite
        """
    )

    @Argument(help: ArgumentHelp("The new file.", valueName: "file"))
    var file: String

    @Injected var database: DatabaseProvider

    func run() async throws {
        let copy = try database.backup(to: URL(fileURLWithPath: file))
        print("Backed up \(database.location.displayPath) to \(copy.path) (\(ByteCountFormatter.string(fromByteCount: copy.bytes, countStyle: .file))).")
    }
}

/// `watchlist restore FILE`: a backup put back, into an empty database unless forced.
struct RestoreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Put a backup in place of the database, if it holds no data yet.",
        discussion: """
        The backup is checked before anything changes: it must be whole and one of this \
        program's (`backup` or `watchlist-server backup` of an SQLite file made it). A \
        database that holds data is refused unless --force is given, and then all of it is \
        replaced. A backup that an older version made is brought up to this version.

        Examples:
          watchlist restore ~/watchlist-backup.sqlite
          watchlist restore server-backup.sqlite --force
        """
    )

    @Argument(help: ArgumentHelp("The backup to restore.", valueName: "file"))
    var file: String

    @Flag(help: "Replace the data of a database that holds some.")
    var force = false

    @Injected var database: DatabaseProvider

    func run() async throws {
        try database.restore(from: URL(fileURLWithPath: file), force: force)
        print("Restored \(file) into \(database.location.displayPath).")
    }
}
