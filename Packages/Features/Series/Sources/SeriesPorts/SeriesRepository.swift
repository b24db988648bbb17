import SeriesInterface

/// Where the items are kept: SQLite and PostgreSQL in SeriesAdapters, memory in SeriesTesting.
/// SeriesTesting's ``SeriesRepositoryContract`` says what each must do.
public protocol SeriesRepository: Sendable {
    /// Every item, oldest first.
    func items() async throws -> [SeriesItem]
    /// Keeps `text` after the others and returns it as an item, numbered.
    func append(_ text: String) async throws -> SeriesItem
}
