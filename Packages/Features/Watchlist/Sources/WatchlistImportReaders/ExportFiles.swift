import Foundation
import WatchlistInterface
import ZIPFoundation

/// The files of an export, by name: the files of a folder, the entries of a zip archive, or
/// one file. Each is read whole only when it is at most ``maximumBytes``; a larger one is
/// refused before reading (a zip entry as soon as it inflates past the limit, whatever its
/// header claims), so a huge or hostile file never fills memory. A zip archive may hold at
/// most ``mostEntries`` entries, and what is read from it may inflate to
/// ``mostInflatedBytes`` in all, so a hostile archive costs a server little time either.
struct ExportFiles {
    /// The most a file of another service's export may hold: far above what Letterboxd, IMDb
    /// or Trakt write for a person's history.
    static let maximumBytes = 64 * 1_048_576
    /// The most entries an archive may hold: a Letterboxd export, the largest, has a few dozen.
    static let mostEntries = 1_000
    /// The most that one archive's entries may inflate to, all those read together.
    static let mostInflatedBytes = 128 * 1_048_576

    /// A file found in the export.
    struct File {
        /// Its name, without folders: `diary.csv`.
        let name: String
        /// How messages name it: a path, or `export.zip/diary.csv`.
        let displayName: String
        /// Reads its bytes.
        let read: () throws(ArchiveFileError) -> Data
    }

    /// What the user gave.
    let path: String
    /// Whether it is a folder or an archive, rather than one file.
    let isCollection: Bool
    /// The files, each name once: the one nearest the top when a name repeats, so a
    /// Letterboxd export's `deleted/diary.csv` does not stand in for its `diary.csv`.
    let files: [File]

    /// The file called `name`, ignoring case, if any.
    func file(named name: String) -> File? {
        files.first { $0.name.lowercased() == name.lowercased() }
    }

    /// Opens `path`: a folder, a zip archive (by its first bytes, whatever its name) or a file.
    static func open(_ path: String) throws(ArchiveFileError) -> ExportFiles {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .cannotRead(path: path, reason: "no such file or folder")
        }
        if isDirectory.boolValue { return try folder(path) }
        let single = file(at: path, name: (path as NSString).lastPathComponent, displayName: path)
        let head = try readPrefix(of: path, count: 4)
        guard head == Data([0x50, 0x4B, 0x03, 0x04]) else {
            return ExportFiles(path: path, isCollection: false, files: [single])
        }
        return try zip(path)
    }

    private static func folder(_ path: String) throws(ArchiveFileError) -> ExportFiles {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        } catch {
            throw .cannotRead(path: path, reason: "the folder cannot be listed")
        }
        let files = names.compactMap { name -> File? in
            let full = (path as NSString).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
            return file(at: full, name: name, displayName: full)
        }
        return ExportFiles(path: path, isCollection: true, files: files)
    }

    private static func zip(_ path: String) throws(ArchiveFileError) -> ExportFiles {
        let archive: Archive
        do {
            archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        } catch {
            throw .notTheFormat(path: path, format: "a zip archive", reason: "it is damaged or not a zip archive")
        }
        var listed: [Entry] = []
        for entry in archive {
            guard listed.count < mostEntries else { throw .tooManyEntries(path: path, limit: mostEntries) }
            listed.append(entry)
        }
        let entries = listed.filter { $0.type == .file }
            .sorted { ($0.path.count { $0 == "/" }, $0.path) < ($1.path.count { $0 == "/" }, $1.path) }
        var seen: Set<String> = []
        var files: [File] = []
        let inflated = InflatedBytes(path: path)
        for entry in entries {
            let name = (entry.path as NSString).lastPathComponent
            guard seen.insert(name.lowercased()).inserted else { continue }
            let displayName = "\(path)/\(entry.path)"
            files.append(File(name: name, displayName: displayName) { () throws(ArchiveFileError) -> Data in
                try inflate(entry, of: archive, displayName: displayName, counting: inflated)
            })
        }
        return ExportFiles(path: path, isCollection: true, files: files)
    }

    private struct TooLarge: Error {}

    /// What an archive's entries have inflated to so far, all together.
    private final class InflatedBytes {
        let path: String
        var total = 0

        init(path: String) {
            self.path = path
        }
    }

    private static func inflate(_ entry: Entry, of archive: Archive, displayName: String, counting inflated: InflatedBytes) throws(ArchiveFileError) -> Data {
        guard entry.uncompressedSize <= UInt64(maximumBytes) else {
            throw .tooLarge(path: displayName, bytes: Int(clamping: entry.uncompressedSize), limit: maximumBytes)
        }
        var data = Data()
        do {
            _ = try archive.extract(entry) { chunk in
                guard data.count + chunk.count <= maximumBytes else { throw TooLarge() }
                inflated.total += chunk.count
                guard inflated.total <= mostInflatedBytes else { throw ArchiveFileError.inflatesPastLimit(path: inflated.path, limit: mostInflatedBytes) }
                data.append(chunk)
            }
        } catch is TooLarge {
            throw .tooLarge(path: displayName, bytes: maximumBytes + 1, limit: maximumBytes)
        } catch let error as ArchiveFileError {
            throw error
        } catch {
            throw .cannotRead(path: displayName, reason: "the archive entry is damaged")
        }
        return data
    }

    private static func file(at path: String, name: String, displayName: String) -> File {
        File(name: name, displayName: displayName) { () throws(ArchiveFileError) -> Data in
            try readWhole(path, displayName: displayName)
        }
    }

    /// Opened without waiting, so a pipe with no writer is refused instead of blocking.
    private static func openRegularFile(_ path: String) throws(ArchiveFileError) -> (FileHandle, Int) {
        let descriptor = Foundation.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .cannotRead(path: path, reason: String(cString: strerror(errno))) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .cannotRead(path: path, reason: String(cString: strerror(errno))) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw .cannotRead(path: path, reason: "it is not a regular file") }
        return (handle, Int(status.st_size))
    }

    private static func readPrefix(of path: String, count: Int) throws(ArchiveFileError) -> Data {
        let (handle, _) = try openRegularFile(path)
        do {
            return try handle.read(upToCount: count) ?? Data()
        } catch {
            throw .cannotRead(path: path, reason: error.localizedDescription)
        }
    }

    private static func readWhole(_ path: String, displayName: String) throws(ArchiveFileError) -> Data {
        let (handle, size) = try openRegularFile(path)
        guard size <= maximumBytes else { throw .tooLarge(path: displayName, bytes: size, limit: maximumBytes) }
        do {
            return try handle.readToEnd() ?? Data()
        } catch {
            throw .cannotRead(path: displayName, reason: error.localizedDescription)
        }
    }
}
