// swift-tools-version: 6.0
import PackageDescription

// The Series feature: a list of short texts, the starting point to grow the feature from. Its
// adapters (SQLite, PostgreSQL, its web page) are in Packages/Adapters/SeriesAdapters, so this
// package declares no heavy dependency.
//
// SeriesInterface  the item, the service and screen-factory protocols, the errors: what other
//                  features may import
// SeriesPorts      what its adapters implement (the repository protocol); private to the feature
// Series           the service logic, its commands and its screen
// SeriesTesting    an in-memory repository and the repository's contract, for tests, the
//                  adapters' contract suite and the dev app
let package = Package(
    name: "Series",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SeriesInterface", targets: ["SeriesInterface"]),
        .library(name: "SeriesPorts", targets: ["SeriesPorts"]),
        .library(name: "Series", targets: ["Series"]),
        .library(name: "SeriesTesting", targets: ["SeriesTesting"]),
    ],
    dependencies: [
        .package(path: "../../Kits/Injection"),
        .package(path: "../../Kits/TerminalUI"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "SeriesInterface", dependencies: [
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
        ]),
        .target(name: "SeriesPorts", dependencies: ["SeriesInterface"]),
        .target(name: "Series", dependencies: [
            "SeriesInterface",
            "SeriesPorts",
            .product(name: "Injection", package: "Injection"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "SeriesTesting", dependencies: ["SeriesInterface", "SeriesPorts"]),
        .testTarget(name: "SeriesTests", dependencies: [
            "Series",
            "SeriesInterface",
            "SeriesTesting",
            .product(name: "Injection", package: "Injection"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "TerminalUITesting", package: "TerminalUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
    ]
)
