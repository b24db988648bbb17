import Foundation

/// Where a database lives.
public enum DatabaseLocation: Sendable, Equatable {
    /// A file on disk; its directory is created when missing.
    case file(URL)
    /// A private in-memory database that disappears with the process.
    case inMemory

    /// The database location of an application that follows the XDG base directory spec:
    /// `$<overrideVariable>` when set, else `$XDG_DATA_HOME/<application>/<fileName>`,
    /// with `~/.local/share` when `XDG_DATA_HOME` is unset, empty or relative.
    public static func standard(
        application: String,
        fileName: String,
        overrideVariable: String,
        environment: [String: String],
        homeDirectory: URL
    ) -> DatabaseLocation {
        if let path = environment[overrideVariable], !path.isEmpty {
            return .file(URL(fileURLWithPath: path))
        }
        let dataHome: URL
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            dataHome = homeDirectory.appending(path: ".local/share", directoryHint: .isDirectory)
        }
        return .file(dataHome.appending(path: application, directoryHint: .isDirectory).appending(path: fileName))
    }

    /// A readable description for messages.
    public var displayPath: String {
        switch self {
        case .file(let url): url.path
        case .inMemory: ":memory:"
        }
    }
}
