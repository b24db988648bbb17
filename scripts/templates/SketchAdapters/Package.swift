// swift-tools-version: 6.0
import PackageDescription

// The Sketch feature's adapters: the technology behind its ports, each module named after it.
// Only composition roots (MainApp, DevApps, the root tests) link them.
//
// SketchSQLite    the items in SQLite (GRDB), with their migration
// SketchPostgres  the same in PostgreSQL, for the server (postgres-nio)
// SketchWeb       the feature's web page and its routes, on the WebUI kit
// SketchApp       the feature in `watchlist`, as one value: its commands, advice, service on
//                 SQLite and menu entry (AppComposition)
// SketchServer    the feature in `watchlist-server`, as one value: its page, navigation and
//                 repository on SQLite or PostgreSQL (ServerComposition)
//
// SketchAdaptersTests runs the repository's contract (SketchTesting) on the in-memory
// repository, SQLite and PostgreSQL, and renders the page.
let package = Package(
    name: "SketchAdapters",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SketchSQLite", targets: ["SketchSQLite"]),
        .library(name: "SketchPostgres", targets: ["SketchPostgres"]),
        .library(name: "SketchWeb", targets: ["SketchWeb"]),
        .library(name: "SketchApp", targets: ["SketchApp"]),
        .library(name: "SketchServer", targets: ["SketchServer"]),
    ],
    dependencies: [
        .package(path: "../Sketch"),
        .package(path: "../../../Packages/Features/Auth"),
        .package(path: "../../../Packages/Kits/Storage"),
        .package(path: "../../../Packages/Kits/WebUI"),
        .package(path: "../../../Packages/Kits/WebServer"),
        .package(path: "../../../Packages/Kits/Injection"),
        .package(path: "../../../Packages/Kits/Composition"),
        .package(path: "../../../Packages/Kits/Networking"),
        .package(path: "../../../Packages/API/APIRouting"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    ],
    targets: [
        .target(name: "SketchSQLite", dependencies: [
            .product(name: "SketchInterface", package: "Sketch"),
            .product(name: "SketchPorts", package: "Sketch"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        .target(name: "SketchPostgres", dependencies: [
            .product(name: "SketchInterface", package: "Sketch"),
            .product(name: "SketchPorts", package: "Sketch"),
            .product(name: "PostgresStorage", package: "Storage"),
            .product(name: "PostgresNIO", package: "postgres-nio"),
        ]),
        .target(name: "SketchWeb", dependencies: [
            .product(name: "SketchInterface", package: "Sketch"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "WebUI", package: "WebUI"),
        ]),
        .target(name: "SketchApp", dependencies: [
            "SketchSQLite",
            .product(name: "Sketch", package: "Sketch"),
            .product(name: "SketchCLI", package: "Sketch"),
            .product(name: "SketchInterface", package: "Sketch"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "AppComposition", package: "Composition"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "SketchServer", dependencies: [
            "SketchSQLite",
            "SketchPostgres",
            "SketchWeb",
            .product(name: "Sketch", package: "Sketch"),
            .product(name: "SketchInterface", package: "Sketch"),
            .product(name: "SketchPorts", package: "Sketch"),
            .product(name: "ServerComposition", package: "APIRouting"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "PostgresStorage", package: "Storage"),
            .product(name: "WebServer", package: "WebServer"),
            .product(name: "WebUI", package: "WebUI"),
        ]),
        .testTarget(name: "SketchAdaptersTests", dependencies: [
            "SketchSQLite",
            "SketchPostgres",
            "SketchWeb",
            "SketchApp",
            .product(name: "AppComposition", package: "Composition"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "Networking", package: "Networking"),
            .product(name: "Sketch", package: "Sketch"),
            .product(name: "SketchInterface", package: "Sketch"),
            .product(name: "SketchPorts", package: "Sketch"),
            .product(name: "SketchTesting", package: "Sketch"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "AuthTesting", package: "Auth"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "PostgresStorage", package: "Storage"),
            .product(name: "StorageTesting", package: "Storage"),
            .product(name: "WebUI", package: "WebUI"),
        ]),
    ]
)
