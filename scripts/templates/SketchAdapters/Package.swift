// swift-tools-version: 6.0
import PackageDescription

// The Sketch feature's adapters: the technology behind its ports, each module named after it.
// Only composition roots (MainApp, DevApps, the root tests) link them.
//
// SketchSQLite    the items in SQLite (GRDB), with their migration
// SketchPostgres  the same in PostgreSQL, for the server (postgres-nio)
//                 (each of the two registers its repositories as one value: SketchSQLiteStorage,
//                 SketchPostgresStorage)
// SketchAPI       the feature's part of the HTTP API: its JSON documents and its part of the
//                 served OpenAPI document (openapi.yaml), which the server's routes and the
//                 CLI's client of the server share; Foundation and APIContract only
// SketchWeb       the feature's web page and its routes, on the WebUI kit, and its routes in
//                 the API (SketchRoutes)
// SketchApp       the feature in `watchlist`, as one value: its commands, advice, service (on
//                 SQLite, or the server's through RemoteSketchService) and menu entry
//                 (AppComposition)
// SketchServer    the feature in `watchlist-server`, as one value: its API routes and their
//                 part of the OpenAPI document, page and navigation, on the repository its
//                 storage value registered (ServerComposition)
//
// SketchAdaptersTests runs the repository's contract (SketchTesting) on the in-memory
// repository, SQLite and PostgreSQL, renders the page, and runs the CLI's service against the
// server's routes on a real HTTP server on 127.0.0.1.
let package = Package(
    name: "SketchAdapters",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SketchSQLite", targets: ["SketchSQLite"]),
        .library(name: "SketchPostgres", targets: ["SketchPostgres"]),
        .library(name: "SketchAPI", targets: ["SketchAPI"]),
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
        .package(path: "../../../Packages/Kits/ReadCache"),
        .package(path: "../../../Packages/API/APIRouting"),
        .package(path: "../../../Packages/API/APIContract"),
        .package(path: "../../../Packages/API/RemoteClient"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        .target(name: "SketchSQLite", dependencies: [
            .product(name: "Injection", package: "Injection"),
            .product(name: "SketchInterface", package: "Sketch"),
            .product(name: "SketchPorts", package: "Sketch"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        .target(name: "SketchPostgres", dependencies: [
            .product(name: "Injection", package: "Injection"),
            .product(name: "SketchInterface", package: "Sketch"),
            .product(name: "SketchPorts", package: "Sketch"),
            .product(name: "PostgresStorage", package: "Storage"),
            .product(name: "PostgresNIO", package: "postgres-nio"),
        ]),
        .target(name: "SketchAPI", dependencies: [
            .product(name: "SketchInterface", package: "Sketch"),
            .product(name: "APIContract", package: "APIContract"),
        ], resources: [.embedInCode("openapi.yaml")]),
        .target(name: "SketchWeb", dependencies: [
            "SketchAPI",
            .product(name: "SketchInterface", package: "Sketch"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "WebUI", package: "WebUI"),
            .product(name: "WebServer", package: "WebServer"),
            .product(name: "APIRouting", package: "APIRouting"),
            .product(name: "Hummingbird", package: "hummingbird"),
        ]),
        .target(name: "SketchApp", dependencies: [
            "SketchSQLite",
            "SketchAPI",
            .product(name: "RemoteClient", package: "RemoteClient"),
            .product(name: "Networking", package: "Networking"),
            .product(name: "Sketch", package: "Sketch"),
            .product(name: "SketchCLI", package: "Sketch"),
            .product(name: "SketchInterface", package: "Sketch"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "AppComposition", package: "Composition"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "CommandInjection", package: "Injection"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "SketchServer", dependencies: [
            "SketchAPI",
            .product(name: "APIContract", package: "APIContract"),
            .product(name: "AuthInterface", package: "Auth"),
            "SketchWeb",
            .product(name: "Sketch", package: "Sketch"),
            .product(name: "SketchInterface", package: "Sketch"),
            .product(name: "SketchPorts", package: "Sketch"),
            .product(name: "ServerComposition", package: "APIRouting"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "WebServer", package: "WebServer"),
            .product(name: "WebUI", package: "WebUI"),
        ]),
        .testTarget(name: "SketchAdaptersTests", dependencies: [
            "SketchSQLite",
            "SketchPostgres",
            "SketchWeb",
            "SketchApp",
            "SketchServer",
            "SketchAPI",
            .product(name: "APIContract", package: "APIContract"),
            .product(name: "APIRouting", package: "APIRouting"),
            .product(name: "ServerComposition", package: "APIRouting"),
            .product(name: "ReadCache", package: "ReadCache"),
            .product(name: "RemoteClient", package: "RemoteClient"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdTesting", package: "hummingbird"),
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
