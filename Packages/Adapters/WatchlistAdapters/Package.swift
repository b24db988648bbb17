// swift-tools-version: 6.0
import PackageDescription

// The Watchlist feature's adapters: the technology behind its ports, each module named after
// it. Only composition roots (MainApp, DevApps, the root tests) link them.
//
// WatchlistAPI       the feature's part of the HTTP API: its JSON documents (entries, viewings,
//                    shares, archives, histories, import summaries, and the list's and the
//                    history's fast writers) and its part of the served OpenAPI document
//                    (openapi.yaml), which the server's routes and the CLI's client share
// WatchlistSQLite    the list, its viewings and shares, playbacks and change notices in SQLite (GRDB)
// WatchlistPostgres  the same in PostgreSQL, for the server (postgres-nio)
//                    (each of the two registers its repositories as one value: WatchlistSQLiteStorage,
//                    WatchlistPostgresStorage)
// WatchlistWeb       the web pages (the list, a movie on it, history, statistics, pick, shares,
//                    imports and exports) and the API's list routes
// WatchlistApp       the feature's one value for watchlist (WatchlistAppFeature), with the list
//                    and its shares on the server after `watchlist remote login`
//                    (RemoteWatchlistService, RemoteListSharing)
// WatchlistServer    the feature's one value for watchlist-server (WatchlistServerFeature)
//
// WatchlistAdaptersTests runs each storage contract on the in-memory stores
// (WatchlistTesting), SQLite and PostgreSQL, and the feature's commands on a real SQLite file;
// WatchlistAPITests carries the models through the documents and back, and feeds them bytes.
let package = Package(
    name: "WatchlistAdapters",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "WatchlistAPI", targets: ["WatchlistAPI"]),
        .library(name: "WatchlistSQLite", targets: ["WatchlistSQLite"]),
        .library(name: "WatchlistPostgres", targets: ["WatchlistPostgres"]),
        .library(name: "WatchlistWeb", targets: ["WatchlistWeb"]),
        .library(name: "WatchlistApp", targets: ["WatchlistApp"]),
        .library(name: "WatchlistServer", targets: ["WatchlistServer"]),
    ],
    dependencies: [
        .package(path: "../../Features/Watchlist"),
        .package(path: "../../Features/Movies"),
        .package(path: "../../Features/Auth"),
        .package(path: "../../Kits/Storage"),
        .package(path: "../../Kits/WebUI"),
        .package(path: "../../API/APIRouting"),
        .package(path: "../../API/APIContract"),
        .package(path: "../../Kits/WebServer"),
        .package(path: "../../Kits/ReadCache"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(path: "../../Kits/TerminalUI"),
        .package(path: "../../Kits/JSONWriting"),
        .package(path: "../../Kits/Injection"),
        .package(path: "../../Kits/Composition"),
        .package(path: "../../API/RemoteClient"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(path: "../../Kits/Networking"),
    ],
    targets: [
        .target(name: "WatchlistAPI", dependencies: [
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "APIContract", package: "APIContract"),
            .product(name: "JSONWriting", package: "JSONWriting"),
        ], resources: [.embedInCode("openapi.yaml")]),
        .target(name: "WatchlistSQLite", dependencies: [
            .product(name: "Injection", package: "Injection"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "WatchlistPorts", package: "Watchlist"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        .target(name: "WatchlistPostgres", dependencies: [
            .product(name: "Injection", package: "Injection"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "WatchlistPorts", package: "Watchlist"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "PostgresStorage", package: "Storage"),
            .product(name: "PostgresNIO", package: "postgres-nio"),
        ]),
        .target(name: "WatchlistWeb", dependencies: [
            "WatchlistAPI",
            .product(name: "JSONWriting", package: "JSONWriting"),
            .product(name: "APIRouting", package: "APIRouting"),
            .product(name: "APIContract", package: "APIContract"),
            .product(name: "WebServer", package: "WebServer"),
            .product(name: "ReadCache", package: "ReadCache"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "WebUI", package: "WebUI"),
        ]),
        .target(name: "WatchlistApp", dependencies: [
            "WatchlistAPI", "WatchlistSQLite",
            .product(name: "Networking", package: "Networking"),
            .product(name: "Watchlist", package: "Watchlist"),
            .product(name: "WatchlistCLI", package: "Watchlist"),
            .product(name: "WatchlistHistory", package: "Watchlist"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "WatchlistScreens", package: "Watchlist"),
            .product(name: "WatchlistPorts", package: "Watchlist"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "AppComposition", package: "Composition"),
            .product(name: "RemoteClient", package: "RemoteClient"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "CommandInjection", package: "Injection"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "WatchlistServer", dependencies: [
            "WatchlistAPI", "WatchlistWeb",
            .product(name: "Watchlist", package: "Watchlist"),
            .product(name: "WatchlistArchive", package: "Watchlist"),
            .product(name: "WatchlistHistory", package: "Watchlist"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "WatchlistPorts", package: "Watchlist"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "ServerComposition", package: "APIRouting"),
            .product(name: "APIContract", package: "APIContract"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "WebServer", package: "WebServer"),
            .product(name: "WebUI", package: "WebUI"),
        ]),
        .testTarget(name: "WatchlistAdaptersTests", dependencies: [
            "WatchlistSQLite",
            "WatchlistPostgres",
            .product(name: "Watchlist", package: "Watchlist"),
            .product(name: "WatchlistArchive", package: "Watchlist"),
            .product(name: "WatchlistCLI", package: "Watchlist"),
            .product(name: "WatchlistHistory", package: "Watchlist"),
            .product(name: "WatchlistScreens", package: "Watchlist"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "WatchlistPorts", package: "Watchlist"),
            .product(name: "WatchlistImportReaders", package: "Watchlist"),
            .product(name: "WatchlistTesting", package: "Watchlist"),
            .product(name: "WatchlistTestSupport", package: "Watchlist"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "MoviesTesting", package: "Movies"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "AuthTesting", package: "Auth"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "PostgresStorage", package: "Storage"),
            .product(name: "StorageTesting", package: "Storage"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "TerminalUITesting", package: "TerminalUI"),
            .product(name: "CommandInjection", package: "Injection"),
            .product(name: "JSONWriting", package: "JSONWriting"),
        ]),
        .testTarget(name: "WatchlistAPITests", dependencies: [
            "WatchlistAPI",
            .product(name: "APIContract", package: "APIContract"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
    ]
)
