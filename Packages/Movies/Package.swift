// swift-tools-version: 6.0
import PackageDescription

// The Movies feature: catalog search and movie details.
//
// MoviesInterface  models and protocols that other features may import
// Movies           feature logic and its commands
// MoviesLive       adapters to real infrastructure: the embedded catalog, SQLite
// MoviesTesting    fixtures and in-memory fakes
let package = Package(
    name: "Movies",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "MoviesInterface", targets: ["MoviesInterface"]),
        .library(name: "Movies", targets: ["Movies"]),
        .library(name: "MoviesLive", targets: ["MoviesLive"]),
        .library(name: "MoviesTesting", targets: ["MoviesTesting"]),
    ],
    dependencies: [
        .package(path: "../Composition"),
        .package(path: "../TerminalUI"),
        .package(path: "../Storage"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(name: "MoviesInterface", dependencies: [
            .product(name: "TerminalUI", package: "TerminalUI"),
        ]),
        .target(name: "Movies", dependencies: [
            "MoviesInterface",
            .product(name: "Composition", package: "Composition"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(
            name: "MoviesLive",
            dependencies: [
                "MoviesInterface",
                .product(name: "Storage", package: "Storage"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            resources: [.embedInCode("Resources/catalog.json")]
        ),
        .target(name: "MoviesTesting", dependencies: ["MoviesInterface"]),
        .testTarget(name: "MoviesTests", dependencies: [
            "Movies",
            "MoviesLive",
            "MoviesTesting",
            .product(name: "Composition", package: "Composition"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "Storage", package: "Storage"),
        ]),
    ]
)
