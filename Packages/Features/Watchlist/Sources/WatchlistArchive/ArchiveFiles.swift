import JSONWriting
import Foundation
import WatchlistImportReaders
import WatchlistInterface

/// ``WatchlistFiles`` with the readers and writers of `watchlist import` and `export`.
public struct ArchiveFiles: WatchlistFiles {
    /// Creates one.
    public init() {}

    public func export(_ films: [ArchivedMovie], sections: [String: JSONValue], as format: ExportFormat) throws -> String {
        switch format {
        case .json: String(decoding: try ArchiveJSON.encode(films, sections: sections), as: UTF8.self)
        case .csv: ArchiveCSV.films(films)
        case .letterboxd: ArchiveCSV.letterboxd(films)
        case .letterboxdWatchlist: ArchiveCSV.letterboxdWatchlist(films)
        }
    }

    public func sections(ofFileAt path: String) throws -> [String: JSONValue] {
        guard case .watchlistArchive(let data, _) = try ImportFiles.read([path], format: nil) else { return [:] }
        return ArchiveJSON.sections(data)
    }

    public var importFormats: [ImportFormatOption] {
        ImportFormat.allCases.map { ImportFormatOption(name: $0.rawValue, label: $0.article) }
    }

    public func importFile(
        at path: String, format: String?, into archiving: any WatchlistArchiving, others: [any OtherTitleArchiving], dryRun: Bool
    ) async throws -> (films: ImportSummary, others: OtherHistoryImport?) {
        switch try ImportFiles.read([path], format: format.flatMap(ImportFormat.init(rawValue:))) {
        case .watchlistArchive(let data, let path):
            return (try await archiving.importArchive(
                try ArchiveJSON.decode(data, path: path), from: ImportSource(service: "Watchlist", files: [path]), dryRun: dryRun
            ), nil)
        case .service(let history):
            var films = try await archiving.importHistory(history, dryRun: dryRun) { _, _ in }
            films.readAs = history.service
            films.otherFormats = history.otherFormats
            guard !history.others.isEmpty else { return (films, nil) }
            var imported: OtherHistoryImport?
            for provider in others where imported == nil {
                imported = try await provider.importHistory(history.others, dryRun: dryRun)
            }
            if imported == nil { films.skipped += history.others.count }
            films.leftOut += imported?.leftOut ?? []
            return (films, imported)
        }
    }
}
