// swift-tools-version: 6.0
import PackageDescription

// The Sketch feature: a list of short texts, the starting point to grow the feature from. Its
// adapters (SQLite, PostgreSQL, its web page) are in Packages/Adapters/SketchAdapters, so this
// package declares no heavy dependency.
//
// SketchInterface  the item, the service and screen-factory protocols, the errors: what other
//                  features may import
// SketchPorts      what its adapters implement (the repository protocol); private to the feature
// Sketch           the service logic
// SketchCLI        its commands and its screen, apart from the logic: a change to one command
//                  rebuilds neither the service nor the web page that uses it
// SketchTesting    an in-memory repository and the repository's contract, for tests, the
//                  adapters' contract suite and the dev app
let package = Package(
    name: "Sketch",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SketchInterface", targets: ["SketchInterface"]),
        .library(name: "SketchPorts", targets: ["SketchPorts"]),
        .library(name: "Sketch", targets: ["Sketch"]),
        .library(name: "SketchCLI", targets: ["SketchCLI"]),
        .library(name: "SketchTesting", targets: ["SketchTesting"]),
    ],
    dependencies: [
        .package(path: "../../../Packages/Kits/Injection"),
        .package(path: "../../../Packages/Kits/TerminalUI"),
        .package(path: "../../../Packages/Features/Auth"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "SketchInterface", dependencies: [
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
        ]),
        .target(name: "SketchPorts", dependencies: ["SketchInterface"]),
        .target(name: "Sketch", dependencies: [
            "SketchInterface",
            "SketchPorts",
            .product(name: "AuthInterface", package: "Auth"),
        ]),
        .target(name: "SketchCLI", dependencies: [
            "SketchInterface",
            .product(name: "Injection", package: "Injection"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "SketchTesting", dependencies: ["SketchInterface", "SketchPorts"]),
        .testTarget(name: "SketchTests", dependencies: [
            "Sketch",
            "SketchCLI",
            "SketchInterface",
            "SketchTesting",
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "AuthTesting", package: "Auth"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "TerminalUITesting", package: "TerminalUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
    ]
)
