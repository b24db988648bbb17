import MoviesInterface

extension CatalogSource {
    /// The source of ``FixtureMovieCatalog``'s movies.
    public static let fixture = CatalogSource(rawValue: "fixture")!
}
