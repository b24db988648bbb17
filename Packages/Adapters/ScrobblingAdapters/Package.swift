// swift-tools-version: 6.0
import PackageDescription

// The Scrobbling feature's adapters: the technology behind its ports, each module named after
// it. Only composition roots (MainApp, DevApps, the root tests) link them.
//
// ScrobblingAPI       the feature's part of the HTTP API: its JSON documents (hooks, their events,
//                     the inbox) and its part of the served OpenAPI document (openapi.yaml), which
//                     the server's routes and the CLI's client of the server share; APIContract only
// ScrobblingSQLite    hooks, their logs and the inbox in SQLite (GRDB)
// ScrobblingPostgres  the same in PostgreSQL, for the server (postgres-nio)
//                     (each of the two registers its repositories as one value: ScrobblingSQLiteStorage,
//                     ScrobblingPostgresStorage)
// ScrobblingWeb       the hooks page (its backfill form too), the API's hook routes and the
//                     webhook route
// ScrobblingHTTP      the play history of Jellyfin, Emby and Plex through their APIs (backfill)
// MediaServerStandIns Jellyfin, Emby and Plex on 127.0.0.1 in their APIs' shapes, for tests
// ScrobblingApp       the feature's one value for watchlist (ScrobblingAppFeature), with the
//                     server's hooks through RemoteHooks after `watchlist remote login`
// ScrobblingServer    the feature's one value for watchlist-server (ScrobblingServerFeature),
//                     with the page's backfill under the operator's reach policy
//
// ScrobblingAdaptersTests runs the hook repository's contract on the in-memory repository
// (ScrobblingTesting), SQLite and PostgreSQL; ScrobblingHTTPTests reads play histories from
// stand-ins of the media servers on 127.0.0.1.
let package = Package(
    name: "ScrobblingAdapters",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ScrobblingAPI", targets: ["ScrobblingAPI"]),
        .library(name: "ScrobblingSQLite", targets: ["ScrobblingSQLite"]),
        .library(name: "ScrobblingPostgres", targets: ["ScrobblingPostgres"]),
        .library(name: "ScrobblingWeb", targets: ["ScrobblingWeb"]),
        .library(name: "ScrobblingHTTP", targets: ["ScrobblingHTTP"]),
        .library(name: "MediaServerStandIns", targets: ["MediaServerStandIns"]),
        .library(name: "ScrobblingApp", targets: ["ScrobblingApp"]),
        .library(name: "ScrobblingServer", targets: ["ScrobblingServer"]),
    ],
    dependencies: [
        .package(path: "../../Features/Scrobbling"),
        .package(path: "../../Features/Watchlist"),
        .package(path: "../../Features/Movies"),
        .package(path: "../../Features/Auth"),
        .package(path: "../../Kits/Storage"),
        .package(path: "../../Kits/WebUI"),
        .package(path: "../../API/APIRouting"),
        .package(path: "../../API/APIContract"),
        .package(path: "../../Kits/WebServer"),
        .package(path: "../../Kits/ReadCache"),
        .package(path: "../../Kits/Injection"),
        .package(path: "../../Kits/Composition"),
        .package(path: "../../Kits/Networking"),
        .package(path: "../../API/RemoteClient"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        .target(name: "ScrobblingAPI", dependencies: [
            .product(name: "ScrobblingInterface", package: "Scrobbling"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "APIContract", package: "APIContract"),
        ], resources: [.embedInCode("openapi.yaml")]),
        .target(name: "ScrobblingSQLite", dependencies: [
            .product(name: "Injection", package: "Injection"),
            .product(name: "ScrobblingInterface", package: "Scrobbling"),
            .product(name: "ScrobblingPorts", package: "Scrobbling"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        .target(name: "ScrobblingPostgres", dependencies: [
            .product(name: "Injection", package: "Injection"),
            .product(name: "ScrobblingInterface", package: "Scrobbling"),
            .product(name: "ScrobblingPorts", package: "Scrobbling"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "PostgresStorage", package: "Storage"),
            .product(name: "PostgresNIO", package: "postgres-nio"),
        ]),
        .target(name: "ScrobblingWeb", dependencies: [
            "ScrobblingAPI",
            .product(name: "APIRouting", package: "APIRouting"),
            .product(name: "APIContract", package: "APIContract"),
            .product(name: "WebServer", package: "WebServer"),
            .product(name: "ReadCache", package: "ReadCache"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "ScrobblingInterface", package: "Scrobbling"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "WebUI", package: "WebUI"),
        ]),
        .target(name: "ScrobblingHTTP", dependencies: [
            .product(name: "ScrobblingInterface", package: "Scrobbling"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "Networking", package: "Networking"),
        ]),
        .target(name: "MediaServerStandIns", dependencies: [
            .product(name: "FlyingFox", package: "FlyingFox"),
        ]),
        .target(name: "ScrobblingApp", dependencies: [
            "ScrobblingAPI", "ScrobblingSQLite", "ScrobblingHTTP",
            .product(name: "Scrobbling", package: "Scrobbling"),
            .product(name: "ScrobblingInterface", package: "Scrobbling"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "AppComposition", package: "Composition"),
            .product(name: "RemoteClient", package: "RemoteClient"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "CommandInjection", package: "Injection"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "Networking", package: "Networking"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "ScrobblingServer", dependencies: [
            "ScrobblingAPI", "ScrobblingWeb", "ScrobblingHTTP",
            .product(name: "Networking", package: "Networking"),
            .product(name: "Scrobbling", package: "Scrobbling"),
            .product(name: "ScrobblingInterface", package: "Scrobbling"),
            .product(name: "ScrobblingPorts", package: "Scrobbling"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "ServerComposition", package: "APIRouting"),
            .product(name: "APIContract", package: "APIContract"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "WebServer", package: "WebServer"),
            .product(name: "WebUI", package: "WebUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "ScrobblingAdaptersTests", dependencies: [
            "ScrobblingSQLite",
            "ScrobblingPostgres",
            .product(name: "ScrobblingInterface", package: "Scrobbling"),
            .product(name: "ScrobblingPorts", package: "Scrobbling"),
            .product(name: "ScrobblingTesting", package: "Scrobbling"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "PostgresStorage", package: "Storage"),
            .product(name: "StorageTesting", package: "Storage"),
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        .testTarget(name: "ScrobblingHTTPTests", dependencies: [
            "ScrobblingHTTP", "MediaServerStandIns",
            .product(name: "ScrobblingInterface", package: "Scrobbling"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "Networking", package: "Networking"),
        ]),
    ]
)
