import GRDB
import IMDbDatasets

/// A feature's share of a catalog built from IMDb's datasets: its own tables, and what it
/// keeps of the datasets' rows. The build (``IMDbCatalogBuild``) reads each file once and
/// offers every row to the parts that read its dataset; each part writes only its tables,
/// and the feature's reader of the catalog reads only those.
///
/// Movies keeps films, their ratings, directors, cast and names; Series keeps series and
/// their episodes. An app lists the parts of its features, and a catalog holds the tables
/// of the parts that took part in its build.
public protocol IMDbCatalogPart: Sendable {
    /// Starts the part's share of a build of `datasets`: creates its tables in `db`, and
    /// returns what reads its rows, or nil when those datasets give it nothing to keep (series
    /// without `title.episode`). `context` says what the build has read so far.
    func start(in db: Database, datasets: Set<IMDbDataset>, context: IMDbBuildContext) throws -> (any IMDbCatalogReader)?

    /// What a built catalog holds of the part, by name (`series`: 3), for `catalog status`;
    /// empty when the catalog has none of its tables.
    func counts(in db: Database) throws -> [String: Int64]

    /// How `catalog status` and the end of a build say what ``counts(in:)`` counted, for a
    /// part of another kind than the films the catalog is for; nil when there is nothing to say.
    func summary(of counts: [String: Int64]) -> IMDbCatalogPartSummary?
}

extension IMDbCatalogPart {
    /// Nothing: the catalog's own titles and names are said by the catalog.
    public func summary(of counts: [String: Int64]) -> IMDbCatalogPartSummary? { nil }
}

/// One build's reader of a part's rows, made by ``IMDbCatalogPart/start(in:datasets:context:)``.
public protocol IMDbCatalogReader: AnyObject {
    /// The datasets whose rows it reads.
    var datasets: Set<IMDbDataset> { get }

    /// Reads `row` of `file`. For `title.basics` and `title.ratings`, returns whether the
    /// title is the part's, so that the parts after it are not offered the row; for the
    /// other datasets every part that reads them is offered every row, and the answer is
    /// not used.
    /// - Throws: ``CatalogBuildError`` for a row that cannot be read.
    func read(_ row: TSVReader.Row, of file: IMDbDatasetFile) throws -> Bool

    /// Called when every row of `file` has been read: warnings for `catalog status`.
    func finish(_ file: IMDbDatasetFile) throws -> [String]

    /// Called when every file has been read: builds the part's indexes, and returns what to
    /// record in `catalog_info`.
    func finish(in db: Database) throws -> [String: String]
}

/// What a build has read so far, shared with the parts' readers.
public final class IMDbBuildContext {
    /// Every title of `title.basics`, kept or not: a part tells a rating or an episode of a
    /// title that no part kept from one of a title that the file does not have.
    public internal(set) var titles = NumberSet()

    init() {}
}
