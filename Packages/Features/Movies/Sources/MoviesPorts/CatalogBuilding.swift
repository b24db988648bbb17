import Foundation
import IMDbDatasets
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
    /// What the catalog holds; `nil` when none has been built.
    func status() throws(CatalogBuildError) -> CatalogStatus?
}

/// What a built catalog holds and where it came from.
public struct CatalogStatus: Sendable, Equatable {
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
    /// What the catalog's parts of other kinds count, by name (Series': `series`, `episodes`),
    /// beside its titles and names; empty when it holds none.
    public let otherCounts: [String: Int64]
    /// What those parts say of them, in their own words, each when it has something to say.
    public let otherSummaries: [IMDbCatalogPartSummary]
    /// The title types it kept (`movie`, `tvMovie`).
    public let types: [String]
    /// The files it was built from.
    public let sources: [CatalogSourceFile]
    /// Problems that did not stop the import (ratings for titles not in the basics file, say).
    public let warnings: [String]

    /// Creates a status.
    public init(
        path: String, fileSize: Int64, builtAt: String, titles: Int64, names: Int64, otherCounts: [String: Int64] = [:],
        otherSummaries: [IMDbCatalogPartSummary] = [], types: [String], sources: [CatalogSourceFile], warnings: [String]
    ) {
        self.path = path
        self.fileSize = fileSize
        self.builtAt = builtAt
        self.titles = titles
        self.names = names
        self.otherCounts = otherCounts
        self.otherSummaries = otherSummaries
        self.types = types
        self.sources = sources
        self.warnings = warnings
    }
}
