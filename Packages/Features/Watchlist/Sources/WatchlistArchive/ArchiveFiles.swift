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

    public var importFormats: [ImportFormatOption] {
        ImportFormat.allCases.map { ImportFormatOption(name: $0.rawValue, label: $0.article) }
    }

    public func importFile(
        at path: String, format: String?, into archiving: any WatchlistArchiving, others: [any OtherTitleArchiving], dryRun: Bool
    ) async throws -> (films: ImportSummary, others: [OtherImportSummary], unmatchedOthers: [UnmatchedOtherRow]) {
        switch try ImportFiles.read([path], format: format.flatMap(ImportFormat.init(rawValue:))) {
        case .watchlistArchive(let data, let path):
            let films = try ArchiveJSON.decode(data, path: path)
            let sections = ArchiveJSON.sections(data)
            // A dry run first: a section that cannot be read stops the import before anything changes.
            var restored = try await Self.restore(sections, into: others, dryRun: true, path: path)
            if !dryRun { restored = try await Self.restore(sections, into: others, dryRun: false, path: path) }
            let summary = try await archiving.importArchive(films, from: ImportSource(service: "Watchlist", files: [path]), others: restored, dryRun: dryRun)
            return (summary, restored, [])
        case .service(let history):
            // The other kinds first, so that the films' import remembers what they added.
            var imported: OtherHistoryImport?
            if !history.others.isEmpty {
                for provider in others where imported == nil {
                    imported = try await provider.importHistory(history.others, dryRun: dryRun)
                }
            }
            var films = try await archiving.importHistory(history, others: imported.map { [$0.summary] } ?? [], dryRun: dryRun) { _, _ in }
            films.readAs = history.service
            films.otherFormats = history.otherFormats
            guard !history.others.isEmpty else { return (films, [], []) }
            if imported == nil { films.skipped += history.others.count }
            films.leftOut += imported?.leftOut ?? []
            return (films, imported.map { [$0.summary] } ?? [], imported?.unmatched ?? [])
        }
    }

    /// What each of `others` imported of the sections it writes.
    private static func restore(
        _ sections: [String: JSONValue], into others: [any OtherTitleArchiving], dryRun: Bool, path: String
    ) async throws -> [OtherImportSummary] {
        var summaries: [OtherImportSummary] = []
        for provider in others {
            if let summary = try await provider.restore(sections, dryRun: dryRun, path: path) { summaries.append(summary) }
        }
        return summaries
    }
}
