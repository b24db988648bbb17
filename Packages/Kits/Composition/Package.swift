// swift-tools-version: 6.0
import PackageDescription

// How a feature plugs itself into `watchlist`: the one value its `<Feature>App` module exports
// (its commands, the advice after its errors, its services and its menu entries), and what the
// root shares with every feature (the database, the signed-in profile, the server session).
// The root lists the values (MainApp/CLI/AppFeatures.swift, which scripts/feature-list writes
// from Package.swift) and builds from the list. The server's counterpart is ServerComposition,
// in the API's routing package, for it names routes and pages.
//
// AppComposition  AppFeature, AppHost (with AppCatalog), AppMenuItem and the home menu
//                 (AppHomeMenu) that `watchlist` and the dev apps show
// DevComposition  one feature run alone: a dev app declares its feature's value and its
//                 fixtures (DevApp), and DevAppEntryPoint builds the rest (its command, root,
//                 wiring and advice)
let package = Package(
    name: "Composition",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "AppComposition", targets: ["AppComposition"]),
        .library(name: "DevComposition", targets: ["DevComposition"]),
    ],
    dependencies: [
        .package(path: "../Injection"),
        .package(path: "../Storage"),
        .package(path: "../Networking"),
        .package(path: "../TerminalUI"),
        .package(path: "../TMDB"),
        .package(path: "../../Features/Auth"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(name: "AppComposition", dependencies: [
            .product(name: "Injection", package: "Injection"),
            .product(name: "CommandInjection", package: "Injection"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "Networking", package: "Networking"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "TMDB", package: "TMDB"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "DevComposition", dependencies: [
            "AppComposition",
            .product(name: "Injection", package: "Injection"),
            .product(name: "CommandInjection", package: "Injection"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "Networking", package: "Networking"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "AppCompositionTests", dependencies: [
            "AppComposition",
            .product(name: "Injection", package: "Injection"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "Networking", package: "Networking"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "DevCompositionTests", dependencies: [
            "AppComposition", "DevComposition",
            .product(name: "Injection", package: "Injection"),
            .product(name: "CommandInjection", package: "Injection"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
    ]
)
