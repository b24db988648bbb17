import Foundation
import MoviesInterface

/// Builds the local catalog from IMDb's datasets, and says what is in it: what the `catalog`
/// commands use. The import replaces the catalog atomically: until it has finished, the
/// previous one stays in place and working.
public protocol CatalogBuilding: Sendable {
    /// Where the catalog is (or would be) kept.
    var catalogPath: String { get }
    /// Imports `files` (gzipped TSV, recognised by their headers; `title.basics` required)
    /// keeping titles of `types`, reporting progress now and then, and stopping with
    /// ``CatalogBuildError/interrupted`` once `isCancelled` says so.
    func buildCatalog(
        files: [String],
        types: Set<String>,
        progress: @escaping @Sendable (CatalogBuildProgress) -> Void,
        isCancelled: @escaping @Sendable () -> Bool
    ) throws(CatalogBuildError) -> CatalogStatus
    /// What the catalog holds; `nil` when none has been imported.
    func status() throws(CatalogBuildError) -> CatalogStatus?
}

/// How far an import has come.
public struct CatalogBuildProgress: Sendable, Equatable {
    /// The dataset being read (`title.basics`), or `indexing` at the end.
    public let stage: String
    /// Compressed bytes read so far, over all the files.
    public let bytesRead: Int64
    /// Compressed bytes in all the files.
    public let totalBytes: Int64
    /// Rows read so far, over all the files.
    public let rows: Int64

    /// Creates a progress report.
    public init(stage: String, bytesRead: Int64, totalBytes: Int64, rows: Int64) {
        self.stage = stage
        self.bytesRead = bytesRead
        self.totalBytes = totalBytes
        self.rows = rows
    }

    /// The share of the input read, from 0 to 1.
    public var fraction: Double {
        totalBytes > 0 ? min(1, Double(bytesRead) / Double(totalBytes)) : 0
    }
}

/// What a built catalog holds and where it came from.
public struct CatalogStatus: Sendable, Equatable {
    /// One input file of the import.
    public struct SourceFile: Sendable, Equatable {
        /// Its path when it was imported.
        public let path: String
        /// Which dataset it is (`title.basics`).
        public let kind: String
        /// When it was last modified, as ISO 8601.
        public let modified: String?
        /// Its size in bytes.
        public let size: Int64
        /// Its rows, without the header.
        public let rows: Int64

        /// Creates a description of a file.
        public init(path: String, kind: String, modified: String?, size: Int64, rows: Int64) {
            self.path = path
            self.kind = kind
            self.modified = modified
            self.size = size
            self.rows = rows
        }
    }

    /// The catalog file.
    public let path: String
    /// Its size in bytes.
    public let fileSize: Int64
    /// When it was built, as ISO 8601.
    public let builtAt: String
    /// How many titles it holds.
    public let titles: Int64
    /// How many people (directors and cast) it holds.
    public let names: Int64
    /// How many TV series it holds: none unless it was built with `title.episode`.
    public let series: Int64
    /// How many episodes of those series it holds.
    public let episodes: Int64
    /// The title types it kept (`movie`, `tvMovie`).
    public let types: [String]
    /// The files it was built from.
    public let sources: [SourceFile]
    /// Problems that did not stop the import (ratings for titles not in the basics file, say).
    public let warnings: [String]

    /// Creates a status.
    public init(
        path: String, fileSize: Int64, builtAt: String, titles: Int64, names: Int64, series: Int64 = 0, episodes: Int64 = 0,
        types: [String], sources: [SourceFile], warnings: [String]
    ) {
        self.path = path
        self.fileSize = fileSize
        self.builtAt = builtAt
        self.titles = titles
        self.names = names
        self.series = series
        self.episodes = episodes
        self.types = types
        self.sources = sources
        self.warnings = warnings
    }
}
