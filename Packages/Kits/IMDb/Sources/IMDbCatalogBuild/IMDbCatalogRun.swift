import Foundation
import GRDB
import IMDbDatasets

/// One build's reading of the datasets into the parts: each file once, in ``IMDbDataset``'s
/// order, every row offered to the parts that read its dataset. A `title.basics` or
/// `title.ratings` row goes to the first part that takes its title.
///
/// What no part owns is checked here: a ratings file whose titles are mostly missing from
/// `title.basics` is another release's, and stops the build.
struct IMDbCatalogRun {
    private let inputs: [IMDbDatasetFile]
    private let progress: @Sendable (CatalogBuildProgress) -> Void
    private let isCancelled: @Sendable () -> Bool
    private let totalBytes: Int64
    private let context = IMDbBuildContext()
    private var rows: Int64 = 0
    private var bytesOfFinishedFiles: Int64 = 0
    private var warnings: [String] = []

    init(inputs: [IMDbDatasetFile], progress: @escaping @Sendable (CatalogBuildProgress) -> Void, isCancelled: @escaping @Sendable () -> Bool) {
        self.inputs = inputs
        self.progress = progress
        self.isCancelled = isCancelled
        totalBytes = inputs.reduce(0) { $0 + $1.reader.compressedSize }
    }

    /// Reads every input into the readers of `parts`; returns what `catalog_info` records.
    mutating func fill(_ db: Database, parts: [any IMDbCatalogPart]) throws -> [String: String] {
        let datasets = Set(inputs.map(\.dataset))
        let readers = try parts.compactMap { try $0.start(in: db, datasets: datasets, context: context) }
        for input in inputs {
            let rowsBefore = rows
            let interested = readers.filter { $0.datasets.contains(input.dataset) }
            switch input.dataset {
            case .titleBasics: try readTitles(input, into: interested)
            case .titleRatings: try readRatings(input, into: interested)
            default: try forEachRow(of: input) { row in for reader in interested { _ = try reader.read(row, of: input) } }
            }
            for reader in interested { warnings += try reader.finish(input) }
            bytesOfFinishedFiles += input.reader.compressedSize
            let modified = (try? FileManager.default.attributesOfItem(atPath: input.path)[.modificationDate]) as? Date
            try CatalogDatabase.addSource(CatalogSourceFile(
                path: URL(fileURLWithPath: input.path).standardizedFileURL.path, kind: input.dataset.rawValue,
                modified: modified.map(CatalogDatabase.timestamp), size: input.reader.compressedSize, rows: rows - rowsBefore
            ), in: db)
        }
        progress(CatalogBuildProgress(stage: "indexing", bytesRead: totalBytes, totalBytes: totalBytes, rows: rows))
        var info = ["source": "imdb"]
        for reader in readers {
            info.merge(try reader.finish(in: db)) { _, new in new }
        }
        info["warnings"] = warnings.joined(separator: "\n")
        return info
    }

    /// Records every title of `title.basics` in the context, and offers the row to the parts
    /// until one takes it.
    private mutating func readTitles(_ input: IMDbDatasetFile, into readers: [any IMDbCatalogReader]) throws {
        let context = context
        try forEachRow(of: input) { row in
            context.titles.insert(try Self.titleNumber(row, input))
            for reader in readers { if try reader.read(row, of: input) { return } }
        }
    }

    /// Offers each rating of a title in `title.basics` to the parts until one takes it; too
    /// many ratings of titles the file does not have stop the build.
    private mutating func readRatings(_ input: IMDbDatasetFile, into readers: [any IMDbCatalogReader]) throws {
        var missing: Int64 = 0
        var firstMissingLine: Int64 = 0
        var count: Int64 = 0
        let context = context
        try forEachRow(of: input) { row in
            count += 1
            guard context.titles.contains(try Self.titleNumber(row, input)) else {
                if missing == 0 { firstMissingLine = row.line }
                missing += 1
                return
            }
            for reader in readers { if try reader.read(row, of: input) { return } }
        }
        if missing * 2 > count {
            throw CatalogBuildError.titlesMissingFromBasics(file: input.path, firstLine: firstMissingLine, missing: missing, rows: count)
        }
        if missing > 0 {
            warnings.append("\(input.path): \(missing) of \(count) ratings are for titles that title.basics does not have (the first on line \(firstMissingLine)); they were skipped")
        }
    }

    /// Runs `body` on every row of `input`, reporting progress and stopping when cancelled.
    private mutating func forEachRow(of input: IMDbDatasetFile, _ body: (TSVReader.Row) throws -> Void) throws {
        let stage = input.dataset.rawValue
        let (progress, isCancelled, totalBytes, finished) = (progress, isCancelled, totalBytes, bytesOfFinishedFiles)
        var rows = rows
        defer { self.rows = rows }
        try input.forEachRow { row in
            rows += 1
            if rows % IMDbCatalogBuild.reportEvery == 0 {
                if isCancelled() { throw CatalogBuildError.interrupted }
                progress(CatalogBuildProgress(stage: stage, bytesRead: finished + input.reader.compressedBytesRead, totalBytes: totalBytes, rows: rows))
            }
            try body(row)
        }
        if isCancelled() { throw CatalogBuildError.interrupted }
    }

    /// The number of the title in the row's first field (`tt0068646`).
    /// - Throws: ``CatalogBuildError/invalidID(file:line:value:)`` when it is not one.
    static func titleNumber(_ row: TSVReader.Row, _ input: IMDbDatasetFile) throws(CatalogBuildError) -> Int64 {
        try row.imdbNumber(0, prefix: "tt", file: input.path)
    }
}
