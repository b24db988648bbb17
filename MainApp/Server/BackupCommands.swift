import ArgumentParser
import Foundation

/// `watchlist-server backup FILE`: a copy of every profile's data, made while servers go on
/// serving and writing.
struct BackupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Copy every profile's data to a new file, while servers keep serving and writing.",
        discussion: """
        The copy holds every write committed before it began. From an SQLite file it is \
        SQLite's online backup, one SQLite file; from PostgreSQL (--postgres, $DATABASE_URL) \
        it is pg_dump's custom archive, which needs PostgreSQL's client programs at the \
        server's version or newer. A backup never replaces a file. `restore` puts one back.

        Examples:
          watchlist-server backup /srv/backups/watchlist.sqlite
          watchlist-server backup --postgres postgres://watchlist@db/watchlist watchlist.pgdump
        """
    )

    @OptionGroup(title: "Store options") var store: StoreOptions

    @Argument(help: ArgumentHelp("The new file.", valueName: "file"))
    var file: String

    func run() async throws {
        let storage = try store.location()
        let destination = URL(fileURLWithPath: file)
        try await StorageBackup.make(of: storage, to: destination)
        print("Backed up \(storage) to \(destination.path) (\(Self.size(of: destination))).")
    }

    /// The file's size, for people.
    static func size(of file: URL) -> String {
        let bytes = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.int64Value ?? 0
        return ByteCountFormatter.string(fromByteCount: bytes, countStyle: .file)
    }
}

/// `watchlist-server restore FILE`: a backup put back, into an empty store unless forced.
struct RestoreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Put a backup that `backup` made in place of the data, into an empty store.",
        discussion: """
        The backup is checked before anything changes: an SQLite backup must be whole and one \
        of this program's, a PostgreSQL one an archive that pg_restore reads. A store that \
        holds data is refused unless --force is given, and then all of its data is replaced. \
        Stop the servers that use the store first; a backup that an older version made is \
        brought up to this version as it is restored, or when a server next opens it.

        Examples:
          watchlist-server restore /srv/backups/watchlist.sqlite --database /srv/watchlist/server.sqlite
          watchlist-server restore watchlist.pgdump --postgres postgres://watchlist@db/watchlist --force
        """
    )

    @OptionGroup(title: "Store options") var store: StoreOptions

    @Argument(help: ArgumentHelp("The backup to restore.", valueName: "file"))
    var file: String

    @Flag(help: "Replace the data of a store that holds some.")
    var force = false

    func run() async throws {
        let storage = try store.location()
        try await StorageBackup.restore(URL(fileURLWithPath: file), into: storage, force: force)
        print("Restored \(file) into \(storage).")
    }
}
