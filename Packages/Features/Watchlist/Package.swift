// swift-tools-version: 6.0
import PackageDescription

// The Watchlist feature: each profile's list of movies, its viewings, ratings and reviews,
// shares, imports and exports. It knows Movies and Auth only through their Interface modules.
// A feature package declares no heavy remote package: its adapters (SQLite, PostgreSQL, the
// web pages and routes) are in Packages/Adapters/WatchlistAdapters.
//
// WatchlistInterface      entries, the service and screen-model protocols, the screen factory
// WatchlistPorts          what its adapters implement: the list's and the shares' storage,
//                         playbacks, change notices; private to the feature
// WatchlistImportReaders  reads Letterboxd's, IMDb's and Trakt's exports (CSV.swift, ZIPFoundation)
// WatchlistHistory        history from elsewhere: matching rows and playbacks to movies, merging
//                         them into a list, recording media servers' playbacks
// Watchlist               the list service: entries, viewings, shares, statistics and picks
// WatchlistArchive        our own files: the JSON and CSV archives, Letterboxd's import CSVs,
//                         the unmatched rows, written atomically
// WatchlistCLI            the commands and what they print
// WatchlistScreens        the list screen, its screen model and the add-to-list screen
// WatchlistTesting        in-memory repositories and a mock screen model
// WatchlistTestSupport    for tests only (here and in the adapters' package): a command
//                         runner, a stepping clock, the service on fixtures, the export files
let package = Package(
    name: "Watchlist",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "WatchlistInterface", targets: ["WatchlistInterface"]),
        .library(name: "WatchlistPorts", targets: ["WatchlistPorts"]),
        .library(name: "WatchlistImportReaders", targets: ["WatchlistImportReaders"]),
        .library(name: "WatchlistHistory", targets: ["WatchlistHistory"]),
        .library(name: "Watchlist", targets: ["Watchlist"]),
        .library(name: "WatchlistArchive", targets: ["WatchlistArchive"]),
        .library(name: "WatchlistCLI", targets: ["WatchlistCLI"]),
        .library(name: "WatchlistScreens", targets: ["WatchlistScreens"]),
        .library(name: "WatchlistTesting", targets: ["WatchlistTesting"]),
        .library(name: "WatchlistTestSupport", targets: ["WatchlistTestSupport"]),
    ],
    dependencies: [
        .package(path: "../../Kits/Injection"),
        .package(path: "../../Kits/TerminalUI"),
        .package(path: "../../Kits/JSONWriting"),
        .package(path: "../Movies"),
        .package(path: "../Auth"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
    ],
    targets: [
        .target(name: "WatchlistInterface", dependencies: [
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "JSONWriting", package: "JSONWriting"),
        ]),
        .target(name: "WatchlistPorts", dependencies: [
            "WatchlistInterface",
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "AuthInterface", package: "Auth"),
        ]),
        .target(name: "WatchlistImportReaders", dependencies: [
            "WatchlistInterface",
            .product(name: "JSONWriting", package: "JSONWriting"),
            .product(name: "CSV", package: "CSV.swift"),
            .product(name: "ZIPFoundation", package: "ZIPFoundation"),
        ]),
        .target(name: "WatchlistHistory", dependencies: [
            "WatchlistInterface",
            "WatchlistPorts",
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "AuthInterface", package: "Auth"),
        ]),
        .target(name: "Watchlist", dependencies: [
            "WatchlistInterface",
            "WatchlistPorts",
            "WatchlistHistory",
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "AuthInterface", package: "Auth"),
        ]),
        .target(name: "WatchlistArchive", dependencies: [
            "WatchlistInterface",
            "WatchlistImportReaders",
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "JSONWriting", package: "JSONWriting"),
        ]),
        .target(name: "WatchlistCLI", dependencies: [
            "WatchlistInterface",
            "WatchlistArchive",
            "WatchlistImportReaders",
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "CommandInjection", package: "Injection"),
            .product(name: "JSONWriting", package: "JSONWriting"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "WatchlistScreens", dependencies: [
            "WatchlistInterface",
            "WatchlistPorts",
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
        ]),
        .target(name: "WatchlistTesting", dependencies: [
            "WatchlistInterface",
            "WatchlistPorts",
            .product(name: "MoviesInterface", package: "Movies"),
        ]),
        .target(
            name: "WatchlistTestSupport",
            dependencies: [
                "Watchlist",
                "WatchlistInterface",
                "WatchlistPorts",
                "WatchlistTesting",
                .product(name: "MoviesInterface", package: "Movies"),
                .product(name: "MoviesTesting", package: "Movies"),
                .product(name: "AuthInterface", package: "Auth"),
                .product(name: "AuthTesting", package: "Auth"),
                .product(name: "Injection", package: "Injection"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUIInterface", package: "TerminalUI"),
                .product(name: "TerminalUITesting", package: "TerminalUI"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            path: "Tests/WatchlistTestSupport"
        ),
        .testTarget(name: "WatchlistTests", dependencies: [
            .product(name: "JSONWriting", package: "JSONWriting"),
            "Watchlist",
            "WatchlistArchive",
            "WatchlistCLI",
            "WatchlistHistory",
            "WatchlistScreens",
            "WatchlistImportReaders",
            "WatchlistPorts",
            "WatchlistTesting",
            "WatchlistTestSupport",
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "MoviesTesting", package: "Movies"),
            .product(name: "PropertyBased", package: "swift-property-based"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "AuthTesting", package: "Auth"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "CommandInjection", package: "Injection"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "TerminalUITesting", package: "TerminalUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
    ]
)
