import Foundation

/// The bytes of every file in a directory, to show that opening a database changed nothing,
/// not even the presence of its `-wal` and `-shm` files.
struct FileSnapshot: Equatable, CustomStringConvertible {
    let contents: [String: Data]

    init(of directory: URL) throws {
        var contents: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            contents[name] = try Data(contentsOf: directory.appending(path: name))
        }
        self.contents = contents
    }

    var description: String {
        contents.keys.sorted().map { "\($0) (\(contents[$0]?.count ?? 0) bytes)" }.joined(separator: ", ")
    }
}
