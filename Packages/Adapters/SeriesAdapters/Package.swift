// swift-tools-version: 6.0
import PackageDescription

// The Series feature's adapters: the technology behind its ports, each module named after it.
// Only composition roots (MainApp, DevApps, the root tests) link them.
//
// SeriesSQLite    each profile's followed series and episode viewings in SQLite (GRDB),
//                 with their migration; and the feature's part of a catalog built from IMDb's
//                 datasets (the IMDb kit): its tables, what writes them and what reads them
// SeriesPostgres  the same in PostgreSQL, for the server (postgres-nio)
//                 (each of the two registers its repositories as one value: SeriesSQLiteStorage,
//                 SeriesPostgresStorage)
// SeriesAPI       the feature's part of the HTTP API: its JSON documents and its part of the
//                 served OpenAPI document (openapi.yaml), which the server's routes and the
//                 CLI's client of the server share; Foundation and APIContract only
// SeriesTMDB      TMDB's TV series, seasons and episodes, matched by IMDb's ids (the TMDB kit)
// SeriesWeb       the feature's web pages (Up Next, a series' seasons) and their routes,
//                 on the WebUI kit, its routes in the API (SeriesRoutes), and its series
//                 on the Movies feature's search page (SeriesInSearch) and Up Next on the
//                 home page (SeriesUpNext)
// SeriesApp       the feature in `watchlist`, as one value: its commands, advice, catalog and
//                 service (this machine's, or the server's through RemoteSeriesService), menu entry, and its series in the
//                 film, list and hook commands (AppComposition)
// SeriesServer    the feature in `watchlist-server`, as one value: its routes and their part
//                 of the OpenAPI document, pages, navigation, and its series on the search, home, archive pages
//                 and in the hooks (ServerComposition)
//
// SeriesAdaptersTests runs the repository's contract (SeriesTesting) on the in-memory
// repository, SQLite and PostgreSQL, builds a catalog from a small dataset in IMDb's format
// and reads it back, and answers the pages' routes in-process.
let package = Package(
    name: "SeriesAdapters",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SeriesSQLite", targets: ["SeriesSQLite"]),
        .library(name: "SeriesPostgres", targets: ["SeriesPostgres"]),
        .library(name: "SeriesAPI", targets: ["SeriesAPI"]),
        .library(name: "SeriesWeb", targets: ["SeriesWeb"]),
        .library(name: "SeriesTMDB", targets: ["SeriesTMDB"]),
        .library(name: "SeriesApp", targets: ["SeriesApp"]),
        .library(name: "SeriesServer", targets: ["SeriesServer"]),
    ],
    dependencies: [
        .package(path: "../../Features/Series"),
        .package(path: "../../Features/Auth"),
        .package(path: "../../Features/Watchlist"),
        .package(path: "../../Features/Movies"),
        .package(path: "../../Features/Scrobbling"),
        .package(path: "../../Kits/Storage"),
        .package(path: "../../Kits/WebUI"),
        .package(path: "../../Kits/WebServer"),
        .package(path: "../../Kits/ReadCache"),
        .package(path: "../../Kits/TMDB"),
        .package(path: "../../Kits/IMDb"),
        .package(path: "../../Kits/Networking"),
        .package(path: "../../Kits/JSONWriting"),
        .package(path: "../../API/APIRouting"),
        .package(path: "../../API/APIContract"),
        .package(path: "../../API/RemoteClient"),
        .package(path: "../../Kits/Injection"),
        .package(path: "../../Kits/Composition"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    ],
    targets: [
        .target(name: "SeriesSQLite", dependencies: [
            .product(name: "Injection", package: "Injection"),
            .product(name: "SeriesInterface", package: "Series"),
            .product(name: "SeriesPorts", package: "Series"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "IMDbCatalogBuild", package: "IMDb"),
            .product(name: "IMDbDatasets", package: "IMDb"),
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        .target(name: "SeriesPostgres", dependencies: [
            .product(name: "Injection", package: "Injection"),
            .product(name: "SeriesInterface", package: "Series"),
            .product(name: "SeriesPorts", package: "Series"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "PostgresStorage", package: "Storage"),
            .product(name: "PostgresNIO", package: "postgres-nio"),
        ]),
        .target(name: "SeriesAPI", dependencies: [
            .product(name: "SeriesInterface", package: "Series"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "APIContract", package: "APIContract"),
            .product(name: "JSONWriting", package: "JSONWriting"),
        ], resources: [.embedInCode("openapi.yaml")]),
        .target(name: "SeriesWeb", dependencies: [
            "SeriesAPI",
            .product(name: "SeriesInterface", package: "Series"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "WebUI", package: "WebUI"),
            .product(name: "WebServer", package: "WebServer"),
            .product(name: "APIRouting", package: "APIRouting"),
            .product(name: "APIContract", package: "APIContract"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "ReadCache", package: "ReadCache"),
        ]),
        .target(name: "SeriesTMDB", dependencies: [
            .product(name: "SeriesInterface", package: "Series"),
            .product(name: "TMDB", package: "TMDB"),
            .product(name: "Networking", package: "Networking"),
        ]),
        .target(name: "SeriesApp", dependencies: [
            .product(name: "ScrobblingInterface", package: "Scrobbling"),
            .product(name: "IMDbCatalogBuild", package: "IMDb"),
            "SeriesSQLite",
            "SeriesAPI",
            .product(name: "APIContract", package: "APIContract"),
            .product(name: "Networking", package: "Networking"),
            "SeriesTMDB",
            .product(name: "Series", package: "Series"),
            .product(name: "SeriesCLI", package: "Series"),
            .product(name: "SeriesInterface", package: "Series"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "RemoteClient", package: "RemoteClient"),
            .product(name: "AppComposition", package: "Composition"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "CommandInjection", package: "Injection"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "SeriesServer", dependencies: [
            .product(name: "ScrobblingInterface", package: "Scrobbling"),
            "SeriesSQLite",
            "SeriesAPI",
            .product(name: "APIContract", package: "APIContract"),
            "SeriesWeb",
            .product(name: "Series", package: "Series"),
            .product(name: "SeriesInterface", package: "Series"),
            .product(name: "SeriesPorts", package: "Series"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "ServerComposition", package: "APIRouting"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "WebServer", package: "WebServer"),
            .product(name: "WebUI", package: "WebUI"),
        ]),
        .testTarget(name: "SeriesAdaptersTests", dependencies: [
            .product(name: "ScrobblingInterface", package: "Scrobbling"),
            .product(name: "IMDbCatalogBuild", package: "IMDb"),
            .product(name: "IMDbDatasets", package: "IMDb"),
            .product(name: "GRDB", package: "GRDB.swift"),
            "SeriesApp",
            "SeriesAPI",
            .product(name: "APIContract", package: "APIContract"),
            .product(name: "AppComposition", package: "Composition"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "CommandInjection", package: "Injection"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            "SeriesSQLite",
            "SeriesTMDB",
            .product(name: "TMDB", package: "TMDB"),
            .product(name: "TMDBFixtureServer", package: "TMDB"),
            .product(name: "Networking", package: "Networking"),
            "SeriesPostgres",
            "SeriesWeb",
            .product(name: "Series", package: "Series"),
            .product(name: "SeriesInterface", package: "Series"),
            .product(name: "SeriesPorts", package: "Series"),
            .product(name: "SeriesTesting", package: "Series"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "AuthTesting", package: "Auth"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "PostgresStorage", package: "Storage"),
            .product(name: "StorageTesting", package: "Storage"),
            .product(name: "WebUI", package: "WebUI"),
        ]),
    ]
)
