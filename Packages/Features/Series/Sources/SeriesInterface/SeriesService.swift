/// What the commands, the screen, the web page and other features use.
public protocol SeriesService: Sendable {
    /// Every item, oldest first.
    func items() async throws -> [SeriesItem]
    /// Adds an item with `text`, trimmed.
    /// - Throws: ``SeriesError`` for blank or overlong text; the storage's error when it fails.
    func add(_ text: String) async throws -> SeriesItem
}
