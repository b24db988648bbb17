// swift-tools-version: 6.0
import PackageDescription

// The Playback feature's adapters: the technology behind its ports, each module named after it.
// Only composition roots (MainApp, DevApps, the root tests) link them.
//
// PlaybackSQLite    the apps and the playbacks in SQLite (GRDB), with their migrations
// PlaybackPostgres  the same in PostgreSQL, for the server (postgres-nio)
//                   (each of the two registers its repositories as one value: PlaybackSQLiteStorage,
//                   PlaybackPostgresStorage)
// PlaybackAPI       the feature's part of the HTTP API: its JSON documents and its part of the
//                   served OpenAPI document (openapi.yaml), which the server's routes and the
//                   CLI's client of the server share; Foundation and APIContract only
// PlaybackWeb       the Apps page and its routes, on the WebUI kit, and its routes in the API
//                   (AppRoutes, PlaybackRoutes)
// PlaybackApp       the feature in `watchlist`, as one value: its commands, advice and services
//                   (on SQLite, or the server's through RemoteApps and RemotePlaybackService)
//                   (AppComposition)
// PlaybackServer    the feature in `watchlist-server`, as one value: its API routes and their
//                   part of the OpenAPI document, page, navigation, repository on SQLite or
//                   PostgreSQL, the apps' tokens for the server's token check, and its option
//                   (--playback-events-per-minute) (ServerComposition)
//
// PlaybackAdaptersTests runs the repository's contract (PlaybackTesting) on the in-memory
// repository, SQLite and PostgreSQL, renders the page, runs the CLI's service against the
// server's routes on a real HTTP server on 127.0.0.1, and checks the apps' tokens' scopes there.
let package = Package(
    name: "PlaybackAdapters",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "PlaybackSQLite", targets: ["PlaybackSQLite"]),
        .library(name: "PlaybackPostgres", targets: ["PlaybackPostgres"]),
        .library(name: "PlaybackAPI", targets: ["PlaybackAPI"]),
        .library(name: "PlaybackWeb", targets: ["PlaybackWeb"]),
        .library(name: "PlaybackApp", targets: ["PlaybackApp"]),
        .library(name: "PlaybackServer", targets: ["PlaybackServer"]),
    ],
    dependencies: [
        .package(path: "../../Features/Playback"),
        .package(path: "../../Features/Auth"),
        .package(path: "../../Features/Watchlist"),
        .package(path: "../../Features/Scrobbling"),
        .package(path: "../../Kits/Storage"),
        .package(path: "../../Kits/WebUI"),
        .package(path: "../../Kits/WebServer"),
        .package(path: "../../Kits/Injection"),
        .package(path: "../../Kits/Composition"),
        .package(path: "../../Kits/Networking"),
        .package(path: "../../Kits/ReadCache"),
        .package(path: "../../Kits/JSONWriting"),
        .package(path: "../../Kits/RateLimit"),
        .package(path: "../../API/APIRouting"),
        .package(path: "../../API/APIContract"),
        .package(path: "../../API/RemoteClient"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        .target(name: "PlaybackSQLite", dependencies: [
            .product(name: "Injection", package: "Injection"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "PlaybackInterface", package: "Playback"),
            .product(name: "PlaybackPorts", package: "Playback"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        .target(name: "PlaybackPostgres", dependencies: [
            .product(name: "Injection", package: "Injection"),
            .product(name: "PlaybackInterface", package: "Playback"),
            .product(name: "PlaybackPorts", package: "Playback"),
            .product(name: "PostgresStorage", package: "Storage"),
            .product(name: "PostgresNIO", package: "postgres-nio"),
        ]),
        .target(name: "PlaybackAPI", dependencies: [
            .product(name: "PlaybackInterface", package: "Playback"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "APIContract", package: "APIContract"),
        ], resources: [.embedInCode("openapi.yaml")]),
        .target(name: "PlaybackWeb", dependencies: [
            "PlaybackAPI",
            .product(name: "PlaybackInterface", package: "Playback"),
            .product(name: "RateLimit", package: "RateLimit"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "ReadCache", package: "ReadCache"),
            .product(name: "JSONWriting", package: "JSONWriting"),
            .product(name: "WebUI", package: "WebUI"),
            .product(name: "WebServer", package: "WebServer"),
            .product(name: "APIRouting", package: "APIRouting"),
            .product(name: "Hummingbird", package: "hummingbird"),
        ]),
        .target(name: "PlaybackApp", dependencies: [
            "PlaybackSQLite",
            "PlaybackAPI",
            .product(name: "RemoteClient", package: "RemoteClient"),
            .product(name: "Networking", package: "Networking"),
            .product(name: "Playback", package: "Playback"),
            .product(name: "PlaybackCLI", package: "Playback"),
            .product(name: "PlaybackInterface", package: "Playback"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "ScrobblingInterface", package: "Scrobbling"),
            .product(name: "AppComposition", package: "Composition"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "CommandInjection", package: "Injection"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "PlaybackServer", dependencies: [
            "PlaybackAPI",
            .product(name: "APIContract", package: "APIContract"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "ScrobblingInterface", package: "Scrobbling"),
            "PlaybackWeb",
            .product(name: "Playback", package: "Playback"),
            .product(name: "PlaybackInterface", package: "Playback"),
            .product(name: "RateLimit", package: "RateLimit"),
            .product(name: "PlaybackPorts", package: "Playback"),
            .product(name: "ServerComposition", package: "APIRouting"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "WebServer", package: "WebServer"),
            .product(name: "WebUI", package: "WebUI"),
        ]),
        .testTarget(name: "PlaybackAdaptersTests", dependencies: [
            "PlaybackSQLite",
            "PlaybackPostgres",
            "PlaybackWeb",
            "PlaybackApp",
            "PlaybackServer",
            "PlaybackAPI",
            .product(name: "APIContract", package: "APIContract"),
            .product(name: "APIRouting", package: "APIRouting"),
            .product(name: "ServerComposition", package: "APIRouting"),
            .product(name: "ReadCache", package: "ReadCache"),
            .product(name: "RateLimit", package: "RateLimit"),
            .product(name: "RemoteClient", package: "RemoteClient"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "AppComposition", package: "Composition"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "Networking", package: "Networking"),
            .product(name: "Playback", package: "Playback"),
            .product(name: "PlaybackInterface", package: "Playback"),
            .product(name: "PlaybackPorts", package: "Playback"),
            .product(name: "PlaybackTesting", package: "Playback"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "WatchlistTesting", package: "Watchlist"),
            .product(name: "AuthTesting", package: "Auth"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "PostgresStorage", package: "Storage"),
            .product(name: "StorageTesting", package: "Storage"),
            .product(name: "WebUI", package: "WebUI"),
        ]),
    ]
)
