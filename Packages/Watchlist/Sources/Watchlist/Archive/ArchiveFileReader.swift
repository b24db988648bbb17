import Foundation
import WatchlistInterface

/// Reads an export to import it: refused unread when larger than ``ArchiveJSON/maximumBytes``.
enum ArchiveFileReader {
    static func films(at path: String, today: CalendarDay) throws(ArchiveFileError) -> [ArchivedFilm] {
        // Opened without waiting, so a pipe with no writer is refused instead of blocking.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .cannotRead(path: path, reason: String(cString: strerror(errno))) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .cannotRead(path: path, reason: String(cString: strerror(errno))) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw .cannotRead(path: path, reason: "it is not a regular file") }
        guard status.st_size <= ArchiveJSON.maximumBytes else {
            throw .tooLarge(path: path, bytes: Int(status.st_size), limit: ArchiveJSON.maximumBytes)
        }
        let data: Data
        do {
            data = try handle.readToEnd() ?? Data()
        } catch {
            throw .cannotRead(path: path, reason: "\(error.localizedDescription)")
        }
        return try ArchiveJSON.decode(data, path: path, today: today)
    }
}
