import Foundation
import WatchlistInterface

/// Writes a file so that it is either whole or not there: into a scratch file beside it,
/// flushed to the disk, then renamed over it, keeping the permissions of the file it
/// replaces. A failure leaves any earlier file as it was.
package enum AtomicFile {
    package static func write(_ data: Data, to path: String) throws(ArchiveFileError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        let scratch = directory.appending(path: ".\(url.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)")
        let earlierPermissions = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.posixPermissions]
        do {
            try data.write(to: scratch, options: [.withoutOverwriting])
            if let earlierPermissions {
                try FileManager.default.setAttributes([.posixPermissions: earlierPermissions], ofItemAtPath: scratch.path)
            }
            let handle = try FileHandle(forWritingTo: scratch)
            try handle.synchronize()
            try handle.close()
        } catch {
            try? FileManager.default.removeItem(at: scratch)
            throw .cannotWrite(path: path, reason: reason(error))
        }
        guard rename(scratch.path, url.path) == 0 else {
            let failure = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: scratch)
            throw .cannotWrite(path: path, reason: failure)
        }
        // The rename itself is on the disk once the directory is.
        let directoryDescriptor = open(directory.path, O_RDONLY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    private static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let underlying, underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        return (error as NSError).localizedDescription
    }
}
