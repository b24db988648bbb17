// swift-tools-version: 6.1
import PackageDescription

// The root package: the executables (each with its own composition root) and the
// root tests. Features and kits are local packages under Packages/, depended on by path.

/// A product of one of the local packages.
func local(_ product: String, in package: String) -> Target.Dependency {
    .product(name: product, package: package)
}

let argumentParser = Target.Dependency.product(name: "ArgumentParser", package: "swift-argument-parser")
/// The kits every executable may use, and the HTTP kit for those that go online.
let offlineKits = [
    local("Composition", in: "Composition"), local("CommandInjection", in: "Composition"), local("TerminalUI", in: "TerminalUI"),
    local("TerminalUIInterface", in: "TerminalUI"), local("Storage", in: "Storage"),
]
let kits = offlineKits + [local("Networking", in: "Networking")]

let package = Package(
    name: "WatchlistWorkspace",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "watchlist", targets: ["CLIApp"]),
        .executable(name: "watchlist-server", targets: ["ServerApp"]),
        .executable(name: "movies-dev", targets: ["MoviesDevApp"]),
        .executable(name: "auth-dev", targets: ["AuthDevApp"]),
        .executable(name: "watchlist-dev", targets: ["WatchlistDevApp"]),
        // new-feature: products (scripts/new-feature adds dev app products above this line)
    ],
    traits: [
        .trait(
            name: "AuthDevLive",
            description: "auth-dev links AuthSQLite and AuthCrypto (PBKDF2 from swift-crypto) so --database works: swift build --product auth-dev --traits AuthDevLive"
        ),
    ],
    dependencies: [
        .package(path: "Packages/Composition"),
        .package(path: "Packages/TerminalUI"),
        .package(path: "Packages/Networking"),
        .package(path: "Packages/Storage"),
        .package(path: "Packages/Movies"),
        .package(path: "Packages/Auth"),
        .package(path: "Packages/Watchlist"),
        .package(path: "Packages/HTTPAPI"),
        .package(path: "Packages/RemoteClient"),
        // new-feature: packages (scripts/new-feature adds local packages above this line)
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        // The server's stack: only watchlist-server (and its tests) link these.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        // The SQLite schema that `watchlist` and `watchlist-server` share, defined once.
        .target(
            name: "AppSchema",
            dependencies: [
                local("Storage", in: "Storage"), local("MoviesSQLite", in: "Movies"), local("AuthSQLite", in: "Auth"),
                local("WatchlistSQLite", in: "Watchlist"),
            ],
            path: "MainApp/Schema"
        ),
        // The `watchlist` CLI: every feature, its SQLite and TMDB adapters, and the HTTP client of the server's API.
        .executableTarget(
            name: "CLIApp",
            dependencies: kits + ["AppSchema"] + [
                local("MoviesInterface", in: "Movies"), local("MoviesPorts", in: "Movies"), local("Movies", in: "Movies"), local("MoviesSQLite", in: "Movies"),
                local("MoviesTMDB", in: "Movies"), local("MoviesCatalogNames", in: "Movies"),
                local("AuthInterface", in: "Auth"), local("AuthPorts", in: "Auth"), local("Auth", in: "Auth"), local("AuthSQLite", in: "Auth"), local("AuthCrypto", in: "Auth"),
                local("WatchlistInterface", in: "Watchlist"), local("WatchlistPorts", in: "Watchlist"), local("Watchlist", in: "Watchlist"),
                local("WatchlistSQLite", in: "Watchlist"),
                local("RemoteClient", in: "RemoteClient"),
                argumentParser,
            ],
            path: "MainApp/CLI"
        ),
        // `watchlist-server`: the same features behind the HTTP API kit, on their SQLite or
        // PostgreSQL (Postgres) adapters, with its own composition root. The only executable that
        // links Hummingbird, SwiftNIO and postgres-nio.
        .executableTarget(
            name: "ServerApp",
            dependencies: [
                "AppSchema",
                local("Composition", in: "Composition"), local("CommandInjection", in: "Composition"),
                local("Storage", in: "Storage"), local("PostgresStorage", in: "Storage"), local("HTTPAPI", in: "HTTPAPI"),
                local("ReadCache", in: "HTTPAPI"),
                local("MoviesInterface", in: "Movies"), local("MoviesPorts", in: "Movies"), local("Movies", in: "Movies"),
                local("MoviesSQLite", in: "Movies"), local("MoviesPostgres", in: "Movies"),
                local("AuthInterface", in: "Auth"), local("AuthPorts", in: "Auth"), local("Auth", in: "Auth"),
                local("AuthSQLite", in: "Auth"), local("AuthCrypto", in: "Auth"), local("AuthPostgres", in: "Auth"),
                local("WatchlistInterface", in: "Watchlist"), local("WatchlistPorts", in: "Watchlist"), local("Watchlist", in: "Watchlist"),
                local("WatchlistSQLite", in: "Watchlist"), local("WatchlistPostgres", in: "Watchlist"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                argumentParser,
            ],
            path: "MainApp/Server"
        ),
        // Dev apps: one feature with its own adapters; other features through Interface and Testing only.
        .executableTarget(
            name: "MoviesDevApp",
            dependencies: kits + [
                local("MoviesInterface", in: "Movies"), local("MoviesPorts", in: "Movies"), local("Movies", in: "Movies"), local("MoviesSQLite", in: "Movies"), local("MoviesTMDB", in: "Movies"),
                local("MoviesCatalogNames", in: "Movies"), local("MoviesTesting", in: "Movies"), local("TMDBFixtureServer", in: "Movies"),
                argumentParser,
            ],
            path: "DevApps/MoviesDevApp"
        ),
        // auth-dev's real adapters bring swift-crypto, which alone takes most of a clean build;
        // they are linked only with the AuthDevLive trait, so the everyday auth-dev stays fast.
        .executableTarget(
            name: "AuthDevApp",
            dependencies: [
                local("Composition", in: "Composition"), local("CommandInjection", in: "Composition"), local("TerminalUI", in: "TerminalUI"),
                local("TerminalUIInterface", in: "TerminalUI"), local("AuthInterface", in: "Auth"), local("Auth", in: "Auth"), local("AuthTesting", in: "Auth"),
                .product(name: "AuthSQLite", package: "Auth", condition: .when(traits: ["AuthDevLive"])),
                .product(name: "AuthCrypto", package: "Auth", condition: .when(traits: ["AuthDevLive"])),
                .product(name: "Storage", package: "Storage", condition: .when(traits: ["AuthDevLive"])),
                argumentParser,
            ],
            path: "DevApps/AuthDevApp"
        ),
        // watchlist-dev goes nowhere on the network, so it leaves the Networking kit (and
        // SwiftNIO) out of its build.
        .executableTarget(
            name: "WatchlistDevApp",
            dependencies: offlineKits + [
                local("WatchlistInterface", in: "Watchlist"), local("WatchlistPorts", in: "Watchlist"), local("Watchlist", in: "Watchlist"),
                local("WatchlistSQLite", in: "Watchlist"), local("WatchlistTesting", in: "Watchlist"),
                local("MoviesInterface", in: "Movies"), local("MoviesTesting", in: "Movies"),
                local("AuthInterface", in: "Auth"), local("AuthTesting", in: "Auth"),
                argumentParser,
            ],
            path: "DevApps/WatchlistDevApp"
        ),
        // new-feature: dev apps (scripts/new-feature adds dev apps above this line)
        .testTarget(
            name: "CompositionRootTests",
            dependencies: ["CLIApp", "MoviesDevApp", "AuthDevApp", "WatchlistDevApp", "ServerApp", argumentParser, .product(name: "Logging", package: "swift-log")] + kits + [
                local("TerminalUITesting", in: "TerminalUI"),
                local("PostgresStorage", in: "Storage"),
                local("MoviesInterface", in: "Movies"),
                local("AuthInterface", in: "Auth"),
                local("WatchlistInterface", in: "Watchlist"),
            ],
            path: "Tests/CompositionRootTests"
        ),
        .testTarget(
            name: "ServerTests",
            dependencies: [
                "ServerApp", "AppSchema", local("Storage", in: "Storage"), local("StorageTesting", in: "Storage"), local("HTTPAPI", in: "HTTPAPI"),
                local("ReadCache", in: "HTTPAPI"),
                local("AuthInterface", in: "Auth"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Yams", package: "Yams"),
            ],
            path: "Tests/ServerTests"
        ),
        .testTarget(
            name: "ArchitectureTests",
            dependencies: [.product(name: "Yams", package: "Yams")],
            path: "Tests/ArchitectureTests"
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["CLIApp", local("TMDBFixtureServer", in: "Movies"), local("MoviesTesting", in: "Movies"), local("StorageTesting", in: "Storage")],
            path: "Tests/EndToEndTests",
            resources: [.copy("Fixtures")]
        ),
    ]
)
