// swift-tools-version: 6.0
import PackageDescription

// The Movies feature: catalog search and movie details.
//
// MoviesInterface  models and protocols that other features may import
// MoviesPorts      what its adapters implement: the catalog, stored movies, the catalog import,
//                  and the title key they match by; private to the feature
// Movies           feature logic and its commands
// MoviesSQLite     the catalog databases (embedded, and imported from IMDb's datasets) and
//                  stored movies, in SQLite (GRDB)
// MoviesTMDB       TMDB's catalog and credits over HTTP (the Networking kit)
// MoviesPostgres   stored movies in PostgreSQL, for the server (postgres-nio; nothing else links it)
// MoviesCatalogNames  the catalogs as the source of TerminalUI's names list (cast and crew)
// SystemZlib        the system zlib, for IMDb's gzipped datasets (Debian: zlib1g-dev)
// MoviesWeb        the web pages: search and a film's page (WebUI; only watchlist-server links it)
// MoviesTesting    fixtures and in-memory fakes
// TMDBFixtureServer  a loopback TMDB for tests and the dev app (FlyingFox)
let package = Package(
    name: "Movies",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "MoviesInterface", targets: ["MoviesInterface"]),
        .library(name: "MoviesPorts", targets: ["MoviesPorts"]),
        .library(name: "Movies", targets: ["Movies"]),
        .library(name: "MoviesSQLite", targets: ["MoviesSQLite"]),
        .library(name: "MoviesTMDB", targets: ["MoviesTMDB"]),
        .library(name: "MoviesPostgres", targets: ["MoviesPostgres"]),
        .library(name: "MoviesCatalogNames", targets: ["MoviesCatalogNames"]),
        .library(name: "MoviesTesting", targets: ["MoviesTesting"]),
        .library(name: "TMDBFixtureServer", targets: ["TMDBFixtureServer"]),
        .library(name: "MoviesWeb", targets: ["MoviesWeb"]),
    ],
    dependencies: [
        .package(path: "../Composition"),
        .package(path: "../TerminalUI"),
        .package(path: "../Storage"),
        .package(path: "../Networking"),
        .package(path: "../WebUI"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(name: "MoviesInterface", dependencies: [
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
        ]),
        .target(name: "MoviesPorts", dependencies: ["MoviesInterface"]),
        .target(name: "Movies", dependencies: [
            "MoviesInterface",
            "MoviesPorts",
            .product(name: "Composition", package: "Composition"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "MoviesWeb", dependencies: [
            "MoviesInterface",
            .product(name: "WebUI", package: "WebUI"),
        ]),
        .target(name: "MoviesTMDB", dependencies: [
            "MoviesInterface",
            "MoviesPorts",
            .product(name: "Networking", package: "Networking"),
        ]),
        .target(
            name: "MoviesSQLite",
            dependencies: [
                "MoviesInterface",
                "MoviesPorts",
                .product(name: "Storage", package: "Storage"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                "SystemZlib",
            ],
            resources: [.embedInCode("Resources/catalog.sqlite")]
        ),
        .target(name: "MoviesPostgres", dependencies: [
            "MoviesInterface",
            "MoviesPorts",
            .product(name: "PostgresStorage", package: "Storage"),
            .product(name: "PostgresNIO", package: "postgres-nio"),
        ]),
        .target(name: "MoviesCatalogNames", dependencies: [
            "MoviesSQLite",
            "MoviesTMDB",
            .product(name: "TerminalUI", package: "TerminalUI"),
        ]),
        .systemLibrary(name: "SystemZlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "MoviesTesting", dependencies: ["MoviesInterface", "MoviesPorts"]),
        // A TMDB look-alike on 127.0.0.1 with fault injection, for tests and dev apps only.
        .target(name: "TMDBFixtureServer", dependencies: [
            .product(name: "FlyingFox", package: "FlyingFox"),
        ]),
        .testTarget(name: "MoviesTests", dependencies: [
            "Movies",
            "MoviesPorts",
            "MoviesSQLite",
            "MoviesTMDB",
            "MoviesPostgres",
            "MoviesTesting",
            "TMDBFixtureServer",
            .product(name: "Composition", package: "Composition"),
            .product(name: "Networking", package: "Networking"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "TerminalUITesting", package: "TerminalUI"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "PostgresStorage", package: "Storage"),
            .product(name: "StorageTesting", package: "Storage"),
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
    ]
)
