import ArgumentParser
import CommandInjection
import Injection
import Storage

/// What one feature adds to `watchlist`, as one value: the root builds from a list of them
/// and names no feature's commands, advice, services or screens itself.
///
/// Each feature's `<Feature>App` module (in its adapters package, for it picks the SQLite
/// adapters) has one conforming type. The root builds from `MainApp/CLI/AppFeatures.swift`,
/// which `scripts/feature-list` writes from Package.swift's `features`, so adding a feature is
/// its packages and one line there. Its metatype is `Sendable` (`SendableMetatype`): the home
/// menu and the dev apps keep the listed features.
public protocol AppFeature: SendableMetatype {
    /// The feature's subcommands of `watchlist`, in the order `--help` lists them, each with
    /// the executable's wiring options (`--catalog`, `--timeout`); those that take other
    /// features' options for their titles (`show`) made with every feature's `kindOptions`.
    static func commands(_ kinds: KindOptionTypes) -> [any ParsableCommand.Type]

    /// The options that the feature's titles add to other features' commands (`--season` on
    /// `show`), each naming the command it joins.
    static var kindOptions: [any KindOptions.Type] { get }

    /// Its subcommands that no wiring option changes (signing in on this machine), listed
    /// after the others without them.
    static var commandsWithoutWiring: [any ParsableCommand.Type] { get }

    /// Its subcommands of `watchlist remote`, for the session with a server.
    static var remoteCommands: [any ParsableCommand.Type] { get }

    /// What to type after `error`, in the feature's commands as `executable` runs them
    /// (`watchlist`), or `nil` when the error is not the feature's.
    static func advice(for error: any Error, invokedAs executable: String) -> String?

    /// What to type after `error` of the session with a server, in `remote`'s commands as
    /// `executable` runs them, or `nil`: asked only by an executable that has `remote` (a dev
    /// app keeps no session with a server).
    static func remoteAdvice(for error: any Error, invokedAs executable: String) -> String?

    /// Registers the services the feature's commands and screens resolve, and what it offers
    /// the other features, made on what the root shares (`host`): each registration is a
    /// factory, so a run pays only for what its command uses.
    static func register(in container: Container, host: AppHost)

    /// The feature's SQLite schema, applied after the features' that come before it. The
    /// server's feature lists the same (a root test compares them), for the two executables
    /// may share the file.
    static var sqliteMigrations: [DatabaseMigration] { get }

    /// The feature's entries in the interactive app's home menu.
    static var menu: [AppMenuItem] { get }

    /// A few words under the home menu's title about the feature's state ("logged in as
    /// ada"), or `nil`; the features' are shown in their order.
    static func status(in container: Container) async -> String?

    /// Lines of `watchlist --help`'s examples that show the feature's commands.
    static var examples: [String] { get }

    /// Lines of `watchlist remote --help`'s examples that show the feature's commands there.
    static var remoteExamples: [String] { get }
}

extension AppFeature {
    /// None: most features' titles are their own commands'.
    public static var kindOptions: [any KindOptions.Type] { [] }

    /// None: most features' commands take the wiring options.
    public static var commandsWithoutWiring: [any ParsableCommand.Type] { [] }

    /// None: most features have no command of their own under `remote`.
    public static var remoteCommands: [any ParsableCommand.Type] { [] }

    /// None: most features' errors of the session with a server are the features' own.
    public static func remoteAdvice(for error: any Error, invokedAs executable: String) -> String? { nil }

    /// None.
    public static func status(in container: Container) async -> String? { nil }

    /// None.
    public static var examples: [String] { [] }

    /// None.
    public static var remoteExamples: [String] { [] }
}
