// swift-tools-version: 6.0
import PackageDescription

// Storage for every feature's SQLite and Postgres adapters.
//
// Storage          SQLite through GRDB: where the database lives (XDG paths), opening it safely
//                  (WAL, busy timeout, corrupt-file detection, read-only files, files from newer
//                  versions refused untouched) and running the migrations that each feature
//                  brings, safely when several processes open one file at once; what a
//                  feature's storage on SQLite is as one value (SQLiteFeatureStorage).
// PostgresStorage  PostgreSQL through postgres-nio, for the server: a `postgres://` URL, a
//                  connection check with errors that say what to do, a pool, and the
//                  features' migrations, and what a feature's storage on it is as one value
//                  (PostgresFeatureStorage). Only the server and the Postgres modules link it.
// StorageTesting   for tests only: read-only paths even for root, and a PostgreSQL server
//                  started in a temporary directory as a non-root user, each a requirement
//                  of the machine (TestRequirements) that CI can make a failure.
let package = Package(
    name: "Storage",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Storage", targets: ["Storage"]),
        .library(name: "PostgresStorage", targets: ["PostgresStorage"]),
        .library(name: "StorageTesting", targets: ["StorageTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(path: "../TestRequirements"),
        .package(path: "../Injection"),
    ],
    targets: [
        .target(name: "Storage", dependencies: [.product(name: "GRDB", package: "GRDB.swift"), .product(name: "Injection", package: "Injection")]),
        .target(name: "PostgresStorage", dependencies: [
            .product(name: "Injection", package: "Injection"),
            .product(name: "PostgresNIO", package: "postgres-nio"),
            .product(name: "NIOSSL", package: "swift-nio-ssl"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        ]),
        .target(name: "StorageTesting", dependencies: [.product(name: "TestRequirements", package: "TestRequirements")]),
        .testTarget(name: "StorageTests", dependencies: [
            "Storage",
            "StorageTesting",
            .product(name: "TestRequirements", package: "TestRequirements"),
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        .testTarget(name: "PostgresStorageTests", dependencies: [
            "PostgresStorage",
            "StorageTesting",
            .product(name: "PostgresNIO", package: "postgres-nio"),
            .product(name: "Logging", package: "swift-log"),
        ]),
    ]
)
