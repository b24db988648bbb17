/// Why a ``MovieService`` could not find a movie, beyond what its catalog says.
public enum MovieServiceError: Error, Equatable, CustomStringConvertible {
    /// The id belongs to a catalog that is not in use, and no copy is stored.
    case otherCatalog(MovieID, current: CatalogSource)

    public var description: String {
        switch self {
        case .otherCatalog(let id, let current):
            return "\(id) comes from the \(id.source) catalog, but the \(current) catalog is in use, and no copy of it is stored"
        }
    }
}
