import Foundation
import ListsInterface

/// A list as `lists export` writes it and `lists import` reads it: lossless, every title with
/// its id, kind, title, year and note, in order, and a rule-based list's rules (its titles
/// then are those they made when it was written). `watchlistList` is the format's version.
public struct ListArchive: Codable, Equatable, Sendable {
    /// This version of the format.
    public static let version = 1

    let watchlistList: Int
    /// The list's name.
    public let name: String
    /// What it is for.
    public let description: String
    /// Its titles, in order.
    public let items: [ListItem]
    /// Its rules, for a rule-based list; absent for a list kept by hand.
    public let rules: [String]?

    /// The archive of a list.
    public init(name: String, description: String, items: [ListItem], rules: [String] = []) {
        watchlistList = Self.version
        self.name = name
        self.description = description
        self.items = items
        self.rules = rules.isEmpty ? nil : rules
    }

    /// The archive as a list file's rows.
    var file: ListFile {
        ListFile(
            name: name, description: description,
            rows: items.enumerated().map { ListFileRow(line: $0.offset + 1, titleID: $0.element.titleID, title: $0.element.title, year: $0.element.year, note: $0.element.note) },
            format: .json, rules: rules ?? []
        )
    }

    /// The archive in `data`.
    /// - Throws: ``ListFileError`` when it is not one this version reads.
    static func read(_ data: Data, path: String) throws(ListFileError) -> ListArchive {
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
