// swift-tools-version: 6.0
import PackageDescription

// The Watchlist feature: each profile's list of movies, watched marks and ratings.
// It knows Movies and Auth only through their Interface modules.
//
// WatchlistInterface  entries, the service and store protocols, the screen factory
// WatchlistPorts      what its adapters implement: the list's and the shares' storage, change
//                     notices; private to the feature (only it and the composition roots see it)
// Watchlist           the service logic, commands and the list screen
// WatchlistImportReaders  reads Letterboxd's, IMDb's and Trakt's exports, to import them (CSV.swift, ZIPFoundation)
// WatchlistSQLite     SQLite storage
// WatchlistPostgres   PostgreSQL storage, for the server (postgres-nio; nothing else links it)
// WatchlistWeb        the web pages: the list, a film on it, history, statistics, pick, shares,
//                     imports and exports (WebUI; only watchlist-server links it)
// WatchlistTesting    in-memory repository and a mock store
let package = Package(
    name: "Watchlist",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "WatchlistInterface", targets: ["WatchlistInterface"]),
        .library(name: "WatchlistPorts", targets: ["WatchlistPorts"]),
        .library(name: "Watchlist", targets: ["Watchlist"]),
        .library(name: "WatchlistSQLite", targets: ["WatchlistSQLite"]),
        .library(name: "WatchlistPostgres", targets: ["WatchlistPostgres"]),
        .library(name: "WatchlistTesting", targets: ["WatchlistTesting"]),
        .library(name: "WatchlistWeb", targets: ["WatchlistWeb"]),
    ],
    dependencies: [
        .package(path: "../Composition"),
        .package(path: "../TerminalUI"),
        .package(path: "../JSONWriting"),
        .package(path: "../Storage"),
        .package(path: "../Movies"),
        .package(path: "../Auth"),
        .package(path: "../WebUI"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
    ],
    targets: [
        .target(name: "WatchlistInterface", dependencies: [
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
        ]),
        .target(name: "WatchlistPorts", dependencies: [
            "WatchlistInterface",
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "AuthInterface", package: "Auth"),
        ]),
        .target(name: "WatchlistImportReaders", dependencies: [
            "WatchlistInterface",
            .product(name: "CSV", package: "CSV.swift"),
            .product(name: "ZIPFoundation", package: "ZIPFoundation"),
        ]),
        .target(name: "Watchlist", dependencies: [
            "WatchlistInterface",
            "WatchlistPorts",
            "WatchlistImportReaders",
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "Composition", package: "Composition"),
            .product(name: "JSONWriting", package: "JSONWriting"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "WatchlistWeb", dependencies: [
            "WatchlistInterface",
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "WebUI", package: "WebUI"),
        ]),
        .target(name: "WatchlistSQLite", dependencies: [
            "WatchlistInterface",
            "WatchlistPorts",
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        .target(name: "WatchlistPostgres", dependencies: [
            "WatchlistInterface",
            "WatchlistPorts",
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "PostgresStorage", package: "Storage"),
            .product(name: "PostgresNIO", package: "postgres-nio"),
        ]),
        .target(name: "WatchlistTesting", dependencies: [
            "WatchlistInterface",
            "WatchlistPorts",
            .product(name: "MoviesInterface", package: "Movies"),
        ]),
        .testTarget(name: "WatchlistTests", dependencies: [
            "Watchlist",
            "WatchlistImportReaders",
            "WatchlistPorts",
            "WatchlistSQLite",
            "WatchlistPostgres",
            "WatchlistTesting",
            .product(name: "PostgresStorage", package: "Storage"),
            .product(name: "StorageTesting", package: "Storage"),
            .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "MoviesTesting", package: "Movies"),
            .product(name: "PropertyBased", package: "swift-property-based"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "AuthTesting", package: "Auth"),
            .product(name: "Composition", package: "Composition"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "TerminalUITesting", package: "TerminalUI"),
            .product(name: "Storage", package: "Storage"),
        ]),
    ]
)
