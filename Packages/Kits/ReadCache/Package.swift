// swift-tools-version: 6.0
import PackageDescription

// The server's read cache: verified tokens, list answers and rendered pages, kept until a
// write on this server, or one that its channel reports from another server on the same
// storage, makes them stale. A kit of its own, knowing no feature but Auth's Interface
// (the tokens it keeps), used by the web-server kit, the API's routes and the web dev app.
//
// ReadCache          the cache, the invalidations and the channel protocol
// ReadCacheSQLite    the channel on SQLite: data_version polling (GRDB, through Storage)
// ReadCachePostgres  the channel on PostgreSQL: LISTEN/NOTIFY (postgres-nio, through PostgresStorage)
//                    Each a module of its own, so that the web dev app, which serves pages
//                    from the cache, links neither database unless it keeps its list in SQLite.
let package = Package(
    name: "ReadCache",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ReadCache", targets: ["ReadCache"]),
        .library(name: "ReadCacheSQLite", targets: ["ReadCacheSQLite"]),
        .library(name: "ReadCachePostgres", targets: ["ReadCachePostgres"]),
    ],
    dependencies: [
        .package(path: "../../Features/Auth"),
        .package(path: "../Storage"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        .target(name: "ReadCache", dependencies: [
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        ]),
        .target(name: "ReadCacheSQLite", dependencies: [
            "ReadCache",
            .product(name: "Storage", package: "Storage"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        .target(name: "ReadCachePostgres", dependencies: [
            "ReadCache",
            .product(name: "PostgresStorage", package: "Storage"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        .testTarget(name: "ReadCacheTests", dependencies: [
            "ReadCache",
            "ReadCacheSQLite",
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "NIOCore", package: "swift-nio"),
        ]),
    ]
)
