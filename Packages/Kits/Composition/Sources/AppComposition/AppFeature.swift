import ArgumentParser
import Injection
import Storage

/// What one feature adds to `watchlist`, as one value: the root builds from a list of them
/// and names no feature's commands, advice, services or screens itself.
///
/// Each feature's `<Feature>App` module (in its adapters package, for it picks the SQLite
/// adapters) has one conforming type, and `MainApp/CLI/AppFeatures.swift` lists them;
/// `scripts/feature-list` writes that file from Package.swift's `features`, so adding a
/// feature is its packages and one line there.
public protocol AppFeature {
    /// The feature's subcommands of `watchlist`, in the order `--help` lists them.
    static var commands: [any ParsableCommand.Type] { get }

    /// What to type after `error`, in the feature's commands as `executable` runs them
    /// (`watchlist`), or `nil` when the error is not the feature's.
    static func advice(for error: any Error, invokedAs executable: String) -> String?

    /// Registers the services the feature's commands and screens resolve, made on what the
    /// root shares (`host`): each registration is a factory, so a run pays only for what its
    /// command uses.
    static func register(in container: Container, host: AppHost)

    /// The feature's SQLite schema, applied after the features' that come before it. The
    /// server's feature lists the same (a root test compares them), for the two executables
    /// may share the file.
    static var sqliteMigrations: [DatabaseMigration] { get }

    /// The feature's entries in the interactive app's home menu.
    static var menu: [AppMenuItem] { get }
}
