import Foundation
import IMDbCatalogBuild
import IMDbDatasets
import MoviesInterface
import MoviesPorts

/// Builds the local catalog from IMDb's datasets (``CatalogBuilding``) with the IMDb kit: the
/// Movies feature's films (``MovieCatalogPart``) and the parts other features plug in, such as
/// series and their episodes.
public struct IMDbCatalogBuilder: CatalogBuilding {
    /// The catalog file.
    public let catalogPath: String
    /// The other features' parts, offered each title before the films are.
    private let parts: [any IMDbCatalogPart]

    /// Creates a builder that writes the catalog at `catalogPath`, with the other features'
    /// `parts` beside the films.
    public init(catalogPath: String, parts: [any IMDbCatalogPart] = []) {
        self.catalogPath = catalogPath
        self.parts = parts
    }

    /// The title types kept as films when none are asked for: films, and films and specials made for television.
    public static let defaultTypes: Set<String> = MovieCatalogPart.defaultTypes

    public func buildCatalog(
        files: [String],
        types: Set<String>,
        progress: @escaping @Sendable (CatalogBuildProgress) -> Void,
        isCancelled: @escaping @Sendable () -> Bool
    ) throws(CatalogBuildError) -> CatalogStatus {
        try IMDbCatalogBuild(catalogPath: catalogPath).build(
            files: files, parts: parts + [MovieCatalogPart(types: types)], progress: progress, isCancelled: isCancelled
        )
        guard let status = try status() else { throw .cannotWrite(path: catalogPath, reason: "the new catalog cannot be read back") }
        return status
    }

    public func status() throws(CatalogBuildError) -> CatalogStatus? {
        IMDbCatalogBuild(catalogPath: catalogPath).removeAbandonedScratchFiles()
        guard FileManager.default.fileExists(atPath: catalogPath) else { return nil }
        do {
            return try CatalogStatusReader.read(path: catalogPath, parts: parts + [MovieCatalogPart(types: [])])
        } catch {
            throw .cannotRead(file: catalogPath, reason: "\(error); build the catalog again")
        }
    }
}
