import Foundation
import JSONWriting

/// The files `watchlist export` writes.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// Lossless: `import` reads it back.
    case json
    /// One row a film, for spreadsheets.
    case csv
    /// Letterboxd's import format, a row a viewing.
    case letterboxd
    /// The films not watched yet, for Letterboxd's watchlist import.
    case letterboxdWatchlist = "letterboxd-watchlist"

    /// The file name's extension.
    public var fileExtension: String { self == .json ? "json" : "csv" }
    /// The media type.
    public var mediaType: String { self == .json ? "application/json" : "text/csv; charset=utf-8" }
}

/// A format that ``WatchlistFiles/importFile(at:format:into:others:dryRun:)`` reads.
public struct ImportFormatOption: Hashable, Sendable {
    /// Its name, as `watchlist import --format` takes it: `simkl`.
    public let name: String
    /// How a person names a file of it: `a Simkl export`.
    public let label: String

    /// Creates one.
    public init(name: String, label: String) {
        self.name = name
        self.label = label
    }
}

/// Export and import files in every format the CLI's `export` and `import` know, for a front
/// end that is not the CLI (the web page). The Watchlist feature conforms; the composition
/// root hands it over.
public protocol WatchlistFiles: Sendable {
    /// `films` as a file of `format`; the JSON format also holds `sections` that other
    /// features wrote (``OtherTitleArchiving/archive()``), which the others cannot.
    func export(_ films: [ArchivedMovie], sections: [String: JSONValue], as format: ExportFormat) throws -> String
    /// The formats ``importFile(at:format:into:others:dryRun:)`` reads, in the order
    /// `watchlist import --format` lists them.
    var importFormats: [ImportFormatOption] { get }
    /// Reads the export at `path` (this program's JSON, Letterboxd's zip or CSV, IMDb's CSV,
    /// Trakt's JSON, …; told apart by their content unless `format` names one of
    /// ``importFormats``) and imports its films into `archiving`, and what it holds of other
    /// kinds (the other features' sections of this program's JSON, another service's rows about
    /// series and episodes) into `others` first, matching them as `watchlist import` does, so
    /// that the films' import remembers them. With `dryRun`, only says what it would do. The
    /// summary says which format the file was read as and which others could read it
    /// (``ImportSummary/readAs``).
    /// - Throws: ``ArchiveFileError`` for a file that cannot be read, or not as `format`, and
    ///   the other features' errors for sections they cannot read; nothing is imported then.
    func importFile(
        at path: String, format: String?, into archiving: any WatchlistArchiving, others: [any OtherTitleArchiving], dryRun: Bool
    ) async throws -> (films: ImportSummary, others: [OtherImportSummary], unmatchedOthers: [UnmatchedOtherRow])
}
