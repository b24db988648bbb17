import SketchInterface

/// Where the items are kept: SQLite and PostgreSQL in SketchAdapters, memory in SketchTesting.
/// SketchTesting's ``SketchRepositoryContract`` says what each must do.
public protocol SketchRepository: Sendable {
    /// Every item, oldest first.
    func items() async throws -> [SketchItem]
    /// Keeps `text` after the others and returns it as an item, numbered.
    func append(_ text: String) async throws -> SketchItem
}
