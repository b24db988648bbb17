import ListsInterface

/// The catalogs, as the lists see them: a title by its IMDb id, to check it before it goes on
/// a list and to name it there. Lists' `CatalogTitleNaming` asks the app's catalogs; tests
/// give fixtures.
public protocol TitleNaming: Sendable {
    /// The film or series whose IMDb id is `titleID` (lower-case `tt…`), or nil when no
    /// catalog has it.
    func title(_ titleID: String) async throws -> ListedTitle?
}
