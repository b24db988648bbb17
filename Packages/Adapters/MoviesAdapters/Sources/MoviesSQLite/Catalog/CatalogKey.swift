import IMDbCatalogBuild
import MoviesInterface

/// How a catalog database numbers its titles and people, and how those numbers read as ids:
/// IMDb's `tt0068646` and `nm0000008` are stored as 68646 and 8 (``IMDbID``), the embedded
/// catalog's `offline:1` as 1.
package struct CatalogKey: Sendable {
    /// The catalog the ids belong to.
    package let source: CatalogSource

    /// The id of title `number`: `imdb:tt0068646` (at least seven digits, as IMDb writes
    /// them) or `offline:1`.
    package func movieID(_ number: Int64) -> MovieID {
        guard source == .imdb else { return MovieID(source: source, value: String(number)) }
        return MovieID(source: source, value: IMDbID.text(number, prefix: "tt"))
    }

    /// The number of `id`, or `nil` when it belongs to another catalog or is not of its form.
    package func number(of id: MovieID) -> Int64? {
        guard id.source == source else { return nil }
        guard source == .imdb else { return Int64(id.value) }
        return IMDbID.number(id.value.utf8, prefix: "tt")
    }
}
