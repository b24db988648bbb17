import AuthInterface
import Foundation

/// ``RemoteSessionStore`` in a JSON file that only its owner can read or write (mode 0600,
/// written to a new file and renamed into place), never in the database that other profiles
/// of the machine share.
public struct RemoteSessionFile: RemoteSessionStore {
    /// The file.
    public let url: URL

    /// The store at `url`.
    public init(url: URL) {
        self.url = url
    }

    public func load() throws -> RemoteSession? {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch CocoaError.fileReadNoSuchFile {
            return nil
        } catch {
            throw RemoteError.sessionFile(path: url.path, reason: "it cannot be read")
        }
        do {
            return try JSONDecoder().decode(RemoteSession.self, from: data)
        } catch {
            throw RemoteError.sessionFile(path: url.path, reason: "it is not a session this program wrote")
        }
    }

    public func save(_ session: RemoteSession) throws {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appending(path: ".\(url.lastPathComponent).\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
                throw CocoaError(.fileWriteNoPermission)
            }
            let handle = try FileHandle(forWritingTo: temporary)
            defer { try? handle.close() }
            try handle.write(contentsOf: try JSONEncoder().encode(session))
            try handle.synchronize()
            guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw RemoteError.sessionFile(path: url.path, reason: "it cannot be written in \(directory.path)")
        }
    }

    @discardableResult
    public func delete() throws -> Bool {
        do {
            try FileManager.default.removeItem(at: url)
            return true
        } catch CocoaError.fileNoSuchFile {
            return false
        } catch {
            throw RemoteError.sessionFile(path: url.path, reason: "it cannot be removed")
        }
    }
}
