import Foundation

/// What this process may do with a database file, found before SQLite opens it, and the
/// path to open it by.
struct DatabaseFileAccess {
    /// The file's path.
    let path: String
    /// Whether SQLite can change the database: the file must be writable, and so must its
    /// directory, where SQLite creates the `-wal`, `-shm` and `-journal` files that every
    /// write goes through. A file that does not exist yet counts as writable; creating it
    /// is then SQLite's to try.
    let isWritable: Bool
    /// Whether SQLite must be told that nothing will change the file while it is open.
    ///
    /// Reading a write-ahead-log database needs its `-wal` and `-shm` files, which SQLite
    /// creates when they are missing. In a directory this process cannot write, it cannot,
    /// and then refuses to read at all. If no `-wal` file is there, no connection has the
    /// database open (every connection keeps it until the last one closes), so the file
    /// is, for as long as this process reads it, as good as immutable.
    let isImmutable: Bool

    /// Inspects the file at `url`, refusing a directory and a file that cannot be read.
    init(_ url: URL) throws(StorageError) {
        let manager = FileManager.default
        path = url.path
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            isWritable = true
            isImmutable = false
            return
        }
        if isDirectory.boolValue {
            throw .cannotOpen(path: path, reason: "it is a directory")
        }
        guard manager.isReadableFile(atPath: path) else {
            throw .cannotOpen(path: path, reason: "permission denied")
        }
        let directoryIsWritable = manager.isWritableFile(atPath: url.deletingLastPathComponent().path)
        isWritable = directoryIsWritable && manager.isWritableFile(atPath: path)
        isImmutable = !directoryIsWritable && !manager.fileExists(atPath: path + "-wal") && Self.usesWriteAheadLog(url)
    }

    /// The name to give SQLite: the path, or a `file:` URI that marks the file immutable.
    /// SQLite reads URIs in file names when built with `SQLITE_USE_URI`, as the system
    /// libraries are (GRDB relies on it for named in-memory databases).
    var sqliteName: String {
        guard isImmutable else { return path }
        var components = URLComponents()
        components.scheme = "file"
        components.path = path
        components.queryItems = [URLQueryItem(name: "mode", value: "ro"), URLQueryItem(name: "immutable", value: "1")]
        return components.string ?? path
    }

    /// Whether the file's header says write-ahead logging: bytes 18 and 19 of an SQLite
    /// file are its read and write format versions, 2 in WAL mode.
    private static func usesWriteAheadLog(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 20), header.count == 20 else { return false }
        return header[header.startIndex + 18] == 2 && header[header.startIndex + 19] == 2
    }
}
