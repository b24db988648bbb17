// swift-tools-version: 6.0
import PackageDescription

// The Movies feature: catalog search and movie details. A feature package declares no heavy
// remote package: its adapters (the SQLite catalogs, the IMDb catalog builder, TMDB,
// PostgreSQL, the web pages) are in Packages/Adapters/MoviesAdapters, which only composition
// roots link.
//
// MoviesInterface  models and protocols that other features may import
// MoviesPorts      what its adapters implement: the catalog, stored movies, the catalog
//                  build (its errors and progress are the IMDb kit's), and the title key
//                  they match by; private to the feature
// Movies           feature logic, its commands and the search screen
// MoviesTesting    fixtures (movies, a small IMDb dataset) and in-memory fakes
let package = Package(
    name: "Movies",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "MoviesInterface", targets: ["MoviesInterface"]),
        .library(name: "MoviesPorts", targets: ["MoviesPorts"]),
        .library(name: "Movies", targets: ["Movies"]),
        .library(name: "MoviesTesting", targets: ["MoviesTesting"]),
    ],
    dependencies: [
        .package(path: "../../Kits/Injection"),
        .package(path: "../../Kits/TerminalUI"),
        .package(path: "../../Kits/IMDb"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "MoviesInterface", dependencies: [
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
        ]),
        .target(name: "MoviesPorts", dependencies: ["MoviesInterface", .product(name: "IMDbDatasets", package: "IMDb")]),
        .target(name: "Movies", dependencies: [
            "MoviesInterface",
            "MoviesPorts",
            .product(name: "IMDbDatasets", package: "IMDb"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "CommandInjection", package: "Injection"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "MoviesTesting", dependencies: ["MoviesInterface", "MoviesPorts"]),
        .testTarget(name: "MoviesTests", dependencies: [
            "Movies",
            "MoviesInterface",
            "MoviesTesting",
            .product(name: "Injection", package: "Injection"),
            .product(name: "CommandInjection", package: "Injection"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "TerminalUITesting", package: "TerminalUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
    ]
)
