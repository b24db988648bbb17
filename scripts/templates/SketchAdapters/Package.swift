// swift-tools-version: 6.0
import PackageDescription

// The Sketch feature's adapters: the technology behind its ports, each module named after it.
// Only composition roots (MainApp, DevApps, the root tests) link them.
//
// SketchSQLite    the items in SQLite (GRDB), with their migration
// SketchPostgres  the same in PostgreSQL, for the server (postgres-nio)
// SketchWeb       the feature's web page and its routes, on the WebUI kit
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
    ],
    dependencies: [
        .package(path: "../Sketch"),
        .package(path: "../../../Packages/Features/Auth"),
        .package(path: "../../../Packages/Kits/Storage"),
        .package(path: "../../../Packages/Kits/WebUI"),
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
        .testTarget(name: "SketchAdaptersTests", dependencies: [
            "SketchSQLite",
            "SketchPostgres",
            "SketchWeb",
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
