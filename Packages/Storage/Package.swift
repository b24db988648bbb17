// swift-tools-version: 6.0
import PackageDescription

// SQLite for every feature's Live module, through GRDB: where the database lives
// (XDG paths), opening it safely (WAL, busy timeout, corrupt-file detection, read-only
// files, files from newer versions refused untouched) and running the migrations that
// each feature brings, safely when several processes open one file at once.
let package = Package(
    name: "Storage",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Storage", targets: ["Storage"]),
        // For tests only: making a database file or its directory read-only, even for root.
        .library(name: "StorageTesting", targets: ["StorageTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(name: "Storage", dependencies: [.product(name: "GRDB", package: "GRDB.swift")]),
        .target(name: "StorageTesting"),
        .testTarget(name: "StorageTests", dependencies: [
            "Storage",
            "StorageTesting",
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
    ]
)
