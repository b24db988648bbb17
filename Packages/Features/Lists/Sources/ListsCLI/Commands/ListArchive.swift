import Foundation
import ListsInterface

/// A list as `lists export` writes it and `lists import` reads it: lossless, every title with
/// its id, kind, title, year and note, in order. `watchlistList` is the format's version.
struct ListArchive: Codable, Equatable {
    /// This version of the format.
    static let version = 1
    /// The largest file `lists import` reads: 10,000 titles with long notes fit in a few MB.
    static let largestFile = 32 << 20

    let watchlistList: Int
    let name: String
    let description: String
    let items: [ListItem]

    init(name: String, description: String, items: [ListItem]) {
        watchlistList = Self.version
        self.name = name
        self.description = description
        self.items = items
    }

    /// The archive in `data`.
    /// - Throws: ``ListArchiveError`` when it is not one this version reads.
    static func read(_ data: Data, path: String) throws(ListArchiveError) -> ListArchive {
        guard data.count <= largestFile else { throw .tooLarge(path: path, bytes: data.count) }
        let archive: ListArchive
        do {
            archive = try JSONDecoder().decode(ListArchive.self, from: data)
        } catch {
            throw .unreadable(path: path, reason: Self.reason(error))
        }
        guard archive.watchlistList == version else { throw .newerVersion(path: path, version: archive.watchlistList) }
        return archive
    }

    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "it has no \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "\(context.codingPath.map(\.stringValue).joined(separator: ".")) is not what a list export holds"
        default: "it is not JSON written by `lists export`"
        }
    }
}

/// Why `lists import` read nothing.
enum ListArchiveError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case tooLarge(path: String, bytes: Int)
    case newerVersion(path: String, version: Int)

    var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path) is not a list export: \(reason); nothing was imported"
        case .tooLarge(let path, let bytes): "\(path) has \(bytes) bytes, more than a list export of \(ListsError.mostItems) titles; nothing was imported"
        case .newerVersion(let path, let version): "\(path) is version \(version) of the list format, which this version does not read; nothing was imported"
        }
    }
}
