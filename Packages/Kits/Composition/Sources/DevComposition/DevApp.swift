import AppComposition
import AuthInterface
import Injection
import Storage

/// One feature run alone, as its dev app: the feature's own value (its ``AppFeature``, as
/// `watchlist` lists it), on a database of its own, and fixtures for what the other features
/// and the outside services give it in `watchlist`. A dev app declares this, and
/// ``DevAppEntryPoint`` runs it: it writes no wiring of its own.
public protocol DevApp: SendableMetatype {
    /// Its wiring options: `--database` (``DevWiring``), or options of its own beside it
    /// (which fixtures to use).
    associatedtype Wiring: DevWiringOptions = DevWiring
    /// The feature it runs.
    static var feature: any AppFeature.Type { get }
    /// The executable as a person types it (`calendar-dev`).
    static var executable: String { get }
    /// `--help`'s first line.
    static var abstract: String { get }
    /// `--help`'s discussion: what the fixtures are, and examples.
    static var discussion: String { get }
    /// Who is signed in, as `wiring` chose: a fixture profile (or none, to try the signed-out
    /// path), or nil for the feature's own registration of `CurrentProfileProviding` (the Auth
    /// feature's, which owns profiles).
    static func profiles(_ wiring: Wiring) -> (any CurrentProfileProviding)?
    /// The schema of its database: the feature's migrations, after those of the features it
    /// builds on. By default, the feature's alone.
    static var migrations: [DatabaseMigration] { get }
    /// The environment the feature reads, made from the process's: by default the process's.
    static func environment(_ process: [String: String]) -> [String: String]
    /// The catalog the feature reads titles from, as `wiring` chose: by default the one
    /// embedded in the app (`watchlist --catalog offline`).
    static func catalog(_ wiring: Wiring, environment: [String: String]) throws -> AppCatalog
    /// Where the feature's `catalog build` writes the catalog built from IMDb's datasets, and
    /// `AppCatalog.imdb` reads it, as `wiring` chose: by default nowhere.
    static func builtCatalogPath(_ wiring: Wiring) -> String
    /// What to do after `error`, when the advice is about the dev app's own options (a fixture
    /// that would have served); by default none, and the feature's advice follows.
    static func advice(for error: any Error) -> String?
    /// Registers, after the feature's own registrations, the fixtures that replace or stand in
    /// for what other features and services give it, as `wiring` chooses; `host.database` is
    /// in memory unless `wiring.database` names a file, to be filled here if the feature's
    /// commands should show something at once.
    static func registerFixtures(in container: Container, host: AppHost, wiring: Wiring) async throws
}

extension DevApp {
    public static var migrations: [DatabaseMigration] { feature.sqliteMigrations }

    public static func environment(_ process: [String: String]) -> [String: String] { process }

    public static func catalog(_ wiring: Wiring, environment: [String: String]) throws -> AppCatalog { .offline }

    public static func builtCatalogPath(_ wiring: Wiring) -> String { "" }

    public static func advice(for error: any Error) -> String? { nil }
}
