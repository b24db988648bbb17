import Foundation
import ZIPFoundation

/// The hand-made exports in `Packages/Features/Watchlist/Fixtures`, and scratch files beside them.
public struct ServiceExportFixtures {
    /// `Packages/Features/Watchlist/Fixtures/<service>`.
    public static func folder(_ service: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Fixtures").appending(path: service).path
    }

    /// A fresh temporary directory.
    public let directory = FileManager.default.temporaryDirectory.appending(path: "service-export-\(UUID().uuidString)")

    public init() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    public func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// `text` written to `name` in the directory: its path.
    public func write(_ text: String, named name: String) throws -> String {
        try write(Data(text.utf8), named: name)
    }

    public func write(_ data: Data, named name: String) throws -> String {
        let url = directory.appending(path: name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return url.path
    }

    /// A zip of `files` (name → bytes), as a service would send it: its path.
    public func zip(_ files: [String: Data], named name: String) throws -> String {
        let url = directory.appending(path: name)
        let archive = try Archive(url: url, accessMode: .create)
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return url.path
    }

    /// The files of a fixture folder, by name.
    public static func files(of service: String) throws -> [String: Data] {
        let folder = folder(service)
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            files[name] = try Data(contentsOf: URL(fileURLWithPath: folder).appending(path: name))
        }
        return files
    }
}
