import Foundation
import ListsInterface

/// A list read from a file, in any format `lists import` reads: its name and description when
/// the file has them, and its rows in order, each naming a title by an id or by its title and
/// year.
public struct ListFile: Equatable, Sendable {
    /// The list's name in the file; nil when the format has none (IMDb's, Trakt's).
    public let name: String?
    /// What the list is for; empty when the file does not say.
    public let description: String
    /// The titles, in the file's order.
    public let rows: [ListFileRow]
    /// The format it was read as.
    public let format: ListFileFormat
    /// A rule-based list's rules (this program's JSON only); empty otherwise.
    public let rules: [String]

    /// Creates one.
    public init(name: String?, description: String, rows: [ListFileRow], format: ListFileFormat, rules: [String] = []) {
        self.name = name
        self.description = description
        self.rows = rows
        self.format = format
        self.rules = rules
    }

    /// The largest file `lists import` reads: 10,000 titles with long notes fit in a few MB.
    public static let largestFile = 32 << 20

    /// The list in `data`, its format told by its first bytes: `{` this program's JSON, `[`
    /// Trakt's list JSON, `Letterboxd list export` Letterboxd's list export, and a CSV header
    /// with `Const` IMDb's list export or with `Title` and `imdbID` Letterboxd's import format.
    /// - Throws: ``ListFileError`` when it is none of them, too large, or not as its format says.
    public static func read(_ data: Data, path: String) throws(ListFileError) -> ListFile {
        guard data.count <= largestFile else { throw .tooLarge(path: path, bytes: data.count) }
        let body = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        switch body.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
        case UInt8(ascii: "{"): return try ListArchive.read(Data(body), path: path).file
        case UInt8(ascii: "["): return try TraktListJSON.read(Data(body), path: path)
        default: break
        }
        let table = try CSVRows(Data(body), path: path)
        if LetterboxdListCSV.recognizes(table) { return try LetterboxdListCSV.read(table) }
        if IMDbListCSV.recognizes(table) { return try IMDbListCSV.read(table) }
        throw .unreadable(path: path, reason: "it is none of the formats this reads: \(ListFileFormat.allCases.map(\.name).joined(separator: ", "))")
    }
}

/// One title of a list file: by an id (an IMDb id, or a catalog's own), or by its title and
/// year when the file gives no id (Letterboxd's list export).
public struct ListFileRow: Equatable, Sendable {
    /// The line of the file it starts on (from 1), or its place in a JSON file's array.
    public let line: Int
    /// Its id, as the file gives it; nil when it gives none.
    public let titleID: String?
    /// Its title, as the file gives it.
    public let title: String
    /// Its year, when the file gives one.
    public let year: Int?
    /// The note the file gives it; empty when none.
    public let note: String
    /// Whether it is a film, which a row with no id is matched as by its title and year; a
    /// series, or what the file does not say, is matched by its id only.
    public let film: Bool

    /// Creates one.
    public init(line: Int, titleID: String?, title: String, year: Int?, note: String, film: Bool = false) {
        self.line = line
        self.titleID = titleID
        self.title = title
        self.year = year
        self.note = note
        self.film = film
    }
}

/// The formats of list files.
public enum ListFileFormat: String, CaseIterable, Sendable {
    /// This program's lossless JSON (`lists export`).
    case json
    /// Letterboxd's list CSV: its list export (`Letterboxd list export v7`, titles by name and
    /// year) in, its import format (`Position,Title,Year,imdbID,tmdbID,Review`) out and in.
    case letterboxd
    /// IMDb's list export CSV (`Const`, `Title`, `Year`, `Description`, …), in.
    case imdb
    /// Trakt's list items JSON (`[{"rank", "type", "notes", "movie"|"show": {"ids"}}]`), in.
    case trakt

    /// How messages name it.
    public var name: String {
        switch self {
        case .json: "this program's JSON"
        case .letterboxd: "Letterboxd's list CSV"
        case .imdb: "IMDb's list CSV"
        case .trakt: "Trakt's list JSON"
        }
    }
}

/// Why a list file was not read; nothing of it is imported.
public enum ListFileError: Error, Equatable, CustomStringConvertible {
    /// The file is not one the format reads, and why.
    case unreadable(path: String, reason: String)
    /// A row is not as the format says.
    case invalidRow(path: String, line: Int, reason: String)
    /// The file is larger than ``ListFile/largestFile``.
    case tooLarge(path: String, bytes: Int)
    /// A newer version of this program's JSON.
    case newerVersion(path: String, version: Int)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path) is not a list file: \(reason); nothing was imported"
        case .invalidRow(let path, let line, let reason): "\(path), line \(line): \(reason); nothing was imported"
        case .tooLarge(let path, let bytes): "\(path) has \(bytes) bytes, more than a list of \(ListsError.mostItems) titles; nothing was imported"
        case .newerVersion(let path, let version): "\(path) is version \(version) of the list format, which this version does not read; nothing was imported"
        }
    }
}
