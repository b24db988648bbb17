import Crypto
import Foundation
import WebUI

/// The image files of an ``ArtworkStore``'s directory, each named by its SHA-256 and format
/// (`<64 hex digits>.jpg`), with their sizes and the order they were last shown in: the
/// store's actor alone uses it. Since the server started, "last shown" is exact; files kept
/// before count from their modification time.
final class ImageFiles {
    private struct File {
        let size: Int64
        var lastUse: UInt64
    }

    private let directory: URL
    private var files: [String: File] = [:]
    private var clock: UInt64 = 0
    private(set) var totalBytes: Int64 = 0

    /// The files in `directory`, made if missing; what is not an image's name is left alone.
    init(directory: URL) throws(ArtworkStoreError) {
        self.directory = directory
        let manager = FileManager.default
        let listed: [URL]
        do {
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
            listed = try manager.contentsOfDirectory(at: directory, includingPropertiesForKeys: [.fileSizeKey, .contentModificationDateKey])
        } catch {
            throw .directory(path: directory.path, reason: Self.reason(error))
        }
        let found = listed.compactMap { url -> (name: String, size: Int64, modified: Date)? in
            let name = url.lastPathComponent
            guard Self.isImageName(name), let values = try? url.resourceValues(forKeys: [.fileSizeKey, .contentModificationDateKey]) else { return nil }
            return (name, Int64(values.fileSize ?? 0), values.contentModificationDate ?? .distantPast)
        }
        for file in found.sorted(by: { $0.modified < $1.modified }) {
            clock += 1
            files[file.name] = File(size: file.size, lastUse: clock)
            totalBytes += file.size
        }
    }

    var count: Int { files.count }

    func contains(_ name: String) -> Bool {
        files[name] != nil
    }

    /// Marks `name` shown now, the last to be evicted.
    func touch(_ name: String) {
        clock += 1
        files[name]?.lastUse = clock
    }

    /// The image named `name` in `directory`, if it is an image's name and there: read without
    /// the store's actor, so a name being evicted meanwhile reads as missing or as it was.
    static func read(_ name: String, in directory: URL) -> StoredImage? {
        guard isImageName(name), let format = CheckedImage.Format.allCases.first(where: { name.hasSuffix("." + $0.fileExtension) }),
              let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path) else { return nil }
        return StoredImage(contentType: format.contentType, bytes: [UInt8](data))
    }

    /// Keeps `image` under its name, once, and returns the name.
    func write(_ image: CheckedImage) throws(ArtworkStoreError) -> String {
        let digest = SHA256.hash(data: image.bytes).map { String($0, radix: 16).leftPadded(to: 2) }.joined()
        let name = digest + "." + image.format.fileExtension
        if files[name] == nil {
            let url = directory.appendingPathComponent(name)
            do {
                try Data(image.bytes).write(to: url, options: .atomic)
            } catch {
                throw .write(path: url.path, reason: error.localizedDescription)
            }
            files[name] = File(size: Int64(image.bytes.count), lastUse: 0)
            totalBytes += Int64(image.bytes.count)
        }
        touch(name)
        return name
    }

    /// Removes the images shown least recently until the rest fit in `maximumBytes`; their names.
    func evict(toFit maximumBytes: Int64) -> [String] {
        guard totalBytes > maximumBytes else { return [] }
        var removed: [String] = []
        for (name, file) in files.sorted(by: { $0.value.lastUse < $1.value.lastUse }) where totalBytes > maximumBytes {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            files[name] = nil
            totalBytes -= file.size
            removed.append(name)
        }
        return removed
    }

    /// The index kept beside the images, or an empty one when there is none or it does not read.
    func readIndex() -> ArtworkIndex {
        guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(Self.indexName).path),
              let index = try? JSONDecoder().decode(ArtworkIndex.self, from: data) else { return ArtworkIndex() }
        return index
    }

    func writeIndex(_ index: ArtworkIndex) throws(ArtworkStoreError) {
        let url = directory.appendingPathComponent(Self.indexName)
        do {
            try JSONEncoder().encode(index).write(to: url, options: .atomic)
        } catch {
            throw .write(path: url.path, reason: error.localizedDescription)
        }
    }

    private static let indexName = "index.json"

    /// Why a directory cannot be made or read, in words: Foundation's own say only "The
    /// operation could not be completed" on Linux.
    private static func reason(_ error: any Error) -> String {
        switch (error as NSError).code {
        case NSFileWriteNoPermissionError, NSFileReadNoPermissionError: "permission denied"
        case NSFileWriteFileExistsError, NSFileWriteUnknownError: "it cannot be made there; a file may be in the way"
        case NSFileWriteOutOfSpaceError: "the disk is full"
        default: error.localizedDescription
        }
    }

    /// Whether `name` is an image's: 64 lower-case hex digits and a kept format's extension.
    static func isImageName(_ name: String) -> Bool {
        let parts = name.split(separator: ".")
        return parts.count == 2 && parts[0].count == 64 && parts[0].allSatisfy { $0.isHexDigit && !$0.isUppercase }
            && CheckedImage.Format.allCases.contains { $0.fileExtension == parts[1] }
    }
}

/// Which titles have a poster kept, and which no source had one for: `index.json`.
struct ArtworkIndex: Codable {
    struct Kept: Codable {
        let image: String
        let large: String?
    }

    var kept: [String: Kept] = [:]
    var unknown: [String: Date] = [:]

    /// Forgets the posters whose image is no longer kept, and large images evicted.
    mutating func forgetMissing(_ files: ImageFiles) {
        kept = kept.compactMapValues { entry in
            guard files.contains(entry.image) else { return nil }
            return Kept(image: entry.image, large: entry.large.flatMap { files.contains($0) ? $0 : nil })
        }
    }
}

/// The posters' directory cannot be used.
public enum ArtworkStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// It cannot be made or read.
    case directory(path: String, reason: String)
    /// A file in it cannot be written.
    case write(path: String, reason: String)

    public var description: String {
        switch self {
        case .directory(let path, let reason): "the posters' directory \(path) cannot be used (\(reason))"
        case .write(let path, let reason): "\(path) cannot be written (\(reason))"
        }
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
