import Foundation

/// The repository the tests run in, for the fixtures its packages keep
/// (`Packages/Features/Watchlist/Fixtures`).
public enum Repository {
    /// Its root folder.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
