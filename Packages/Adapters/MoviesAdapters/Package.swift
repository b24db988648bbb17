// swift-tools-version: 6.0
import PackageDescription

// The Movies feature's adapters: the technology behind its ports, each module named after it.
// Only composition roots (MainApp, DevApps, the root tests) link them.
//
// MoviesAPI           the feature's part of the served OpenAPI document (openapi.yaml): the
//                     server's catalog, `/v1/movies`; APIContract only
// MoviesSQLite        the catalog databases in SQLite (GRDB): the films' tables and writer,
//                     search and ranking, the embedded catalog (built from Catalog/catalog.json),
//                     and stored movies; it opens a catalog MoviesIMDb built
// MoviesIMDb          builds a catalog from IMDb's datasets with the IMDb kit: the films' part
//                     (MoviesSQLite's tables) beside the parts other features plug in, and
//                     reports its status
// MoviesTMDB          TMDB's catalog and credits (the TMDB kit's client)
// MoviesPostgres      stored movies in PostgreSQL, for the server (postgres-nio)
//                     (each of the two registers its repositories as one value: MoviesSQLiteStorage,
//                     MoviesPostgresStorage)
// MoviesWeb           the web pages (search, a movie's page) and the API's movie routes
// MoviesCatalogNames  the catalogs as the source of TerminalUI's names list (cast and crew)
// MoviesApp           the feature's one value for watchlist (MoviesAppFeature)
// MoviesServer        the feature's one value for watchlist-server (MoviesServerFeature)
let package = Package(
    name: "MoviesAdapters",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "MoviesAPI", targets: ["MoviesAPI"]),
        .library(name: "MoviesSQLite", targets: ["MoviesSQLite"]),
        .library(name: "MoviesIMDb", targets: ["MoviesIMDb"]),
        .library(name: "MoviesTMDB", targets: ["MoviesTMDB"]),
        .library(name: "MoviesPostgres", targets: ["MoviesPostgres"]),
        .library(name: "MoviesCatalogNames", targets: ["MoviesCatalogNames"]),
        .library(name: "MoviesWeb", targets: ["MoviesWeb"]),
        .library(name: "MoviesApp", targets: ["MoviesApp"]),
        .library(name: "MoviesServer", targets: ["MoviesServer"]),
    ],
    dependencies: [
        .package(path: "../../Features/Movies"),
        .package(path: "../../Kits/TerminalUI"),
        .package(path: "../../Kits/Storage"),
        .package(path: "../../Kits/Networking"),
        .package(path: "../../Kits/TMDB"),
        .package(path: "../../Kits/IMDb"),
        .package(path: "../../Kits/WebUI"),
        .package(path: "../../API/APIRouting"),
        .package(path: "../../API/APIContract"),
        .package(path: "../../Kits/WebServer"),
        .package(path: "../../Kits/Injection"),
        .package(path: "../../Kits/Composition"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(name: "MoviesAPI", dependencies: [
            .product(name: "APIContract", package: "APIContract"),
        ], resources: [.embedInCode("openapi.yaml")]),
        .target(
            name: "MoviesSQLite",
            dependencies: [
                .product(name: "Injection", package: "Injection"),
                .product(name: "MoviesInterface", package: "Movies"),
                .product(name: "MoviesPorts", package: "Movies"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "IMDbCatalogBuild", package: "IMDb"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            resources: [.embedInCode("Resources/catalog.sqlite")]
        ),
        .target(name: "MoviesIMDb", dependencies: [
            "MoviesSQLite",
            .product(name: "IMDbCatalogBuild", package: "IMDb"),
            .product(name: "IMDbDatasets", package: "IMDb"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "MoviesPorts", package: "Movies"),
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        .target(name: "MoviesTMDB", dependencies: [
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "MoviesPorts", package: "Movies"),
            .product(name: "Networking", package: "Networking"),
            .product(name: "TMDB", package: "TMDB"),
        ]),
        .target(name: "MoviesPostgres", dependencies: [
            .product(name: "Injection", package: "Injection"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "MoviesPorts", package: "Movies"),
            .product(name: "PostgresStorage", package: "Storage"),
            .product(name: "PostgresNIO", package: "postgres-nio"),
        ]),
        .target(name: "MoviesWeb", dependencies: [
            .product(name: "APIRouting", package: "APIRouting"),
            .product(name: "WebServer", package: "WebServer"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "WebUI", package: "WebUI"),
        ]),
        .target(name: "MoviesApp", dependencies: [
            "MoviesSQLite", "MoviesIMDb", "MoviesTMDB", "MoviesCatalogNames",
            .product(name: "Movies", package: "Movies"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "MoviesPorts", package: "Movies"),
            .product(name: "IMDbDatasets", package: "IMDb"),
            .product(name: "IMDbCatalogBuild", package: "IMDb"),
            .product(name: "TMDB", package: "TMDB"),
            .product(name: "AppComposition", package: "Composition"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "CommandInjection", package: "Injection"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "MoviesServer", dependencies: [
            "MoviesAPI", "MoviesSQLite", "MoviesWeb",
            .product(name: "Movies", package: "Movies"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "MoviesPorts", package: "Movies"),
            .product(name: "ServerComposition", package: "APIRouting"),
            .product(name: "APIContract", package: "APIContract"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "WebServer", package: "WebServer"),
            .product(name: "WebUI", package: "WebUI"),
        ]),
        .target(name: "MoviesCatalogNames", dependencies: [
            "MoviesSQLite",
            "MoviesTMDB",
            .product(name: "TerminalUI", package: "TerminalUI"),
        ]),
        .testTarget(name: "MoviesAdaptersTests", dependencies: [
            "MoviesSQLite",
            "MoviesIMDb",
            "MoviesTMDB",
            "MoviesPostgres",
            .product(name: "TMDBFixtureServer", package: "TMDB"),
            .product(name: "Movies", package: "Movies"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "MoviesPorts", package: "Movies"),
            .product(name: "MoviesTesting", package: "Movies"),
            .product(name: "Networking", package: "Networking"),
            .product(name: "TMDB", package: "TMDB"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "PostgresStorage", package: "Storage"),
            .product(name: "StorageTesting", package: "Storage"),
            .product(name: "PropertyBased", package: "swift-property-based"),
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "IMDbCatalogBuild", package: "IMDb"),
            .product(name: "IMDbDatasets", package: "IMDb"),
        ]),
    ]
)
