// swift-tools-version: 6.0
import PackageDescription

// The Lists feature's adapters: the technology behind its ports, each module named after it.
// Only composition roots (MainApp, DevApps, the root tests) link them.
//
// ListsSQLite    the items in SQLite (GRDB), with their migration
// ListsPostgres  the same in PostgreSQL, for the server (postgres-nio)
//                (each of the two registers its repositories as one value: ListsSQLiteStorage,
//                ListsPostgresStorage)
// ListsAPI       the feature's part of the HTTP API: its JSON documents and its part of the
//                served OpenAPI document (openapi.yaml), which the server's routes and the
//                CLI's client of the server share; Foundation and APIContract only
// ListsWeb       the feature's web page and its routes, on the WebUI kit, and its routes in
//                the API (ListsRoutes)
// ListsApp       the feature in `watchlist`, as one value: its commands, advice, service (on
//                SQLite, or the server's through RemoteListsService) and menu entry
//                (AppComposition)
// ListsServer    the feature in `watchlist-server`, as one value: its API routes and their
//                part of the OpenAPI document, page and navigation, on the repository its
//                storage value registered (ServerComposition)
//
// ListsAdaptersTests runs the repository's contract (ListsTesting) on the in-memory
// repository, SQLite and PostgreSQL, renders the page, and runs the CLI's service against the
// server's routes on a real HTTP server on 127.0.0.1.
let package = Package(
    name: "ListsAdapters",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ListsSQLite", targets: ["ListsSQLite"]),
        .library(name: "ListsPostgres", targets: ["ListsPostgres"]),
        .library(name: "ListsAPI", targets: ["ListsAPI"]),
        .library(name: "ListsWeb", targets: ["ListsWeb"]),
        .library(name: "ListsApp", targets: ["ListsApp"]),
        .library(name: "ListsServer", targets: ["ListsServer"]),
    ],
    dependencies: [
        .package(path: "../../Features/Lists"),
        .package(path: "../../Features/Auth"),
        .package(path: "../../Features/Movies"),
        .package(path: "../../Features/Watchlist"),
        .package(path: "../AuthAdapters"),
        .package(path: "../../Kits/Storage"),
        .package(path: "../../Kits/WebUI"),
        .package(path: "../../Kits/WebServer"),
        .package(path: "../../Kits/Injection"),
        .package(path: "../../Kits/Composition"),
        .package(path: "../../Kits/Networking"),
        .package(path: "../../Kits/ReadCache"),
        .package(path: "../../API/APIRouting"),
        .package(path: "../../API/APIContract"),
        .package(path: "../../API/RemoteClient"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        .target(name: "ListsSQLite", dependencies: [
            .product(name: "Injection", package: "Injection"),
            .product(name: "ListsInterface", package: "Lists"),
            .product(name: "ListsPorts", package: "Lists"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        .target(name: "ListsPostgres", dependencies: [
            .product(name: "Injection", package: "Injection"),
            .product(name: "ListsInterface", package: "Lists"),
            .product(name: "ListsPorts", package: "Lists"),
            .product(name: "PostgresStorage", package: "Storage"),
            .product(name: "PostgresNIO", package: "postgres-nio"),
        ]),
        .target(name: "ListsAPI", dependencies: [
            .product(name: "ListsInterface", package: "Lists"),
            .product(name: "APIContract", package: "APIContract"),
        ], resources: [.embedInCode("openapi.yaml")]),
        .target(name: "ListsWeb", dependencies: [
            "ListsAPI",
            .product(name: "ListsInterface", package: "Lists"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "ReadCache", package: "ReadCache"),
            .product(name: "WebUI", package: "WebUI"),
            .product(name: "WebServer", package: "WebServer"),
            .product(name: "APIRouting", package: "APIRouting"),
            .product(name: "Hummingbird", package: "hummingbird"),
        ]),
        .target(name: "ListsApp", dependencies: [
            "ListsSQLite",
            "ListsAPI",
            .product(name: "RemoteClient", package: "RemoteClient"),
            .product(name: "Networking", package: "Networking"),
            .product(name: "Lists", package: "Lists"),
            .product(name: "ListsCLI", package: "Lists"),
            .product(name: "ListsInterface", package: "Lists"),
            .product(name: "ListsPorts", package: "Lists"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "AppComposition", package: "Composition"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "CommandInjection", package: "Injection"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "ListsServer", dependencies: [
            "ListsAPI",
            .product(name: "APIContract", package: "APIContract"),
            .product(name: "AuthInterface", package: "Auth"),
            "ListsWeb",
            .product(name: "Lists", package: "Lists"),
            .product(name: "ListsInterface", package: "Lists"),
            .product(name: "ListsPorts", package: "Lists"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "ServerComposition", package: "APIRouting"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "WebServer", package: "WebServer"),
            .product(name: "WebUI", package: "WebUI"),
        ]),
        .testTarget(name: "ListsAdaptersTests", dependencies: [
            "ListsSQLite",
            "ListsPostgres",
            "ListsWeb",
            "ListsApp",
            "ListsServer",
            "ListsAPI",
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
            .product(name: "Lists", package: "Lists"),
            .product(name: "ListsInterface", package: "Lists"),
            .product(name: "ListsPorts", package: "Lists"),
            .product(name: "ListsTesting", package: "Lists"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "AuthTesting", package: "Auth"),
            .product(name: "AuthCrypto", package: "AuthAdapters"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "MoviesTesting", package: "Movies"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "PostgresStorage", package: "Storage"),
            .product(name: "StorageTesting", package: "Storage"),
            .product(name: "WebUI", package: "WebUI"),
        ]),
    ]
)
