// swift-tools-version: 6.0
import PackageDescription

// The Lists feature: a profile's named lists of films and series, in the order the person
// gives. Its adapters (SQLite, PostgreSQL, its web pages, its API) are in
// Packages/Adapters/ListsAdapters, so this package declares no heavy dependency.
//
// ListsInterface  the list, the item, the service and screen-factory protocols, the errors:
//                 what other features may import
// ListsPorts      what its adapters implement (the repository, the catalogs' names of titles);
//                 private to the feature
// Lists           the service logic, the catalogs' names of titles over the Movies
//                 feature's films and the titles of other kinds beside them, and the library
//                 that rule-based lists read, over the Watchlist feature's films
// ListsFiles      the list files it imports and exports: its own JSON, Letterboxd's list CSV,
//                 IMDb's list CSV, Trakt's list JSON (CSV.swift reads the CSV)
// ListsCLI        its commands and its screen, apart from the logic: a change to one command
//                 rebuilds neither the service nor the web page that uses it
// ListsTesting    an in-memory repository and the repository's contract, for tests, the
//                 adapters' contract suite and the dev app, with a fixture catalog
let package = Package(
    name: "Lists",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ListsInterface", targets: ["ListsInterface"]),
        .library(name: "ListsPorts", targets: ["ListsPorts"]),
        .library(name: "Lists", targets: ["Lists"]),
        .library(name: "ListsFiles", targets: ["ListsFiles"]),
        .library(name: "ListsCLI", targets: ["ListsCLI"]),
        .library(name: "ListsTesting", targets: ["ListsTesting"]),
    ],
    dependencies: [
        .package(path: "../../Kits/Injection"),
        .package(path: "../../Kits/TerminalUI"),
        .package(path: "../../Features/Auth"),
        .package(path: "../../Features/Movies"),
        .package(path: "../../Features/Watchlist"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(name: "ListsInterface", dependencies: [
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
        ]),
        .target(name: "ListsPorts", dependencies: ["ListsInterface"]),
        .target(name: "Lists", dependencies: [
            "ListsInterface",
            "ListsPorts",
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
        ]),
        .target(name: "ListsFiles", dependencies: [
            "ListsInterface",
            .product(name: "CSV", package: "CSV.swift"),
        ]),
        .target(name: "ListsCLI", dependencies: [
            "ListsInterface",
            "ListsFiles",
            .product(name: "Injection", package: "Injection"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "ListsTesting", dependencies: ["ListsInterface", "ListsPorts"]),
        .testTarget(name: "ListsTests", dependencies: [
            "Lists",
            "ListsCLI",
            "ListsFiles",
            .product(name: "PropertyBased", package: "swift-property-based"),
            "ListsInterface",
            "ListsTesting",
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "AuthTesting", package: "Auth"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "MoviesTesting", package: "Movies"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "TerminalUITesting", package: "TerminalUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
    ]
)
