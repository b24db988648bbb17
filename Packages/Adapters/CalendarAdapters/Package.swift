// swift-tools-version: 6.0
import PackageDescription

// The Calendar feature's adapters: the technology behind its ports, each module named after it.
// Only composition roots (MainApp, DevApps, the root tests) link them.
//
// CalendarTVmaze       the air dates from TVmaze's API through the TVmaze kit's client, and
//                      shows' IMDb ids by TheTVDB's, for `import --online`
// CalendarTMDB         the air dates of the shows TVmaze does not know from TMDB's API when
//                      TMDB_API_TOKEN is set (the TMDB kit): TMDB asked after TVmaze, as the
//                      environment chooses
// CalendarNotify       messages to ntfy, Discord, Gotify, an Apprise API server or a webhook over
//                      the Networking kit, under the operator's address policy
// CalendarTVmazeFixtures  the calendar's records of a show served by the TVmaze kit's
//                      look-alike, for the feature's tests and dev app only
// CalendarSQLite       the air dates, feed tokens, notification targets and their queue kept in
//                      SQLite (GRDB), with their migrations
// CalendarPostgres     the same in PostgreSQL, for the server (postgres-nio)
//                      (each of the two registers its repositories as one value: CalendarSQLiteStorage,
//                      CalendarPostgresStorage)
// CalendarAPI          the feature's part of the HTTP API: its JSON documents and its part of
//                      the served OpenAPI document (openapi.yaml), which the server's routes
//                      and the CLI's client of the server share; Foundation and APIContract only
// CalendarWeb          the calendar page, Coming up on the home page, and the feature's routes
//                      in the API (CalendarRoutes), on the WebUI kit; the feed is sent
//                      gzip-compressed where the client accepts it (compress-nio, on zlib)
// CalendarApp          the feature in `watchlist`, as one value: its commands, advice, service
//                      (on SQLite and TVmaze, or the server's through RemoteCalendarService)
//                      and menu entry (AppComposition)
// CalendarServer       the feature in `watchlist-server`, as one value: its API routes and
//                      their part of the OpenAPI document, page, navigation, Coming up, and
//                      air dates on SQLite or PostgreSQL (ServerComposition)
//
// CalendarAdaptersTests runs the store's contract (CalendarTesting) on memory, SQLite and
// PostgreSQL, the TVmaze client against the look-alike, renders the pages, and runs the CLI's
// service against the server's routes on a real HTTP server on 127.0.0.1.
let package = Package(
    name: "CalendarAdapters",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "CalendarTVmaze", targets: ["CalendarTVmaze"]),
        .library(name: "CalendarTMDB", targets: ["CalendarTMDB"]),
        .library(name: "CalendarNotify", targets: ["CalendarNotify"]),
        .library(name: "CalendarTVmazeFixtures", targets: ["CalendarTVmazeFixtures"]),
        .library(name: "CalendarSQLite", targets: ["CalendarSQLite"]),
        .library(name: "CalendarPostgres", targets: ["CalendarPostgres"]),
        .library(name: "CalendarAPI", targets: ["CalendarAPI"]),
        .library(name: "CalendarWeb", targets: ["CalendarWeb"]),
        .library(name: "CalendarApp", targets: ["CalendarApp"]),
        .library(name: "CalendarServer", targets: ["CalendarServer"]),
    ],
    dependencies: [
        .package(path: "../../Features/Calendar"),
        .package(path: "../../Kits/RateLimit"),
        .package(path: "../../Features/Auth"),
        .package(path: "../../Features/Series"),
        .package(path: "../../Features/Watchlist"),
        .package(path: "../../Kits/JSONWriting"),
        .package(path: "../../Kits/Storage"),
        .package(path: "../../Kits/WebUI"),
        .package(path: "../../Kits/WebServer"),
        .package(path: "../../Kits/Injection"),
        .package(path: "../../Kits/Composition"),
        .package(path: "../../Kits/Networking"),
        .package(path: "../../Kits/ReadCache"),
        .package(path: "../../Kits/TMDB"),
        .package(path: "../../Kits/TVmaze"),
        .package(path: "../../Kits/TestRequirements"),
        .package(path: "../../API/APIRouting"),
        .package(path: "../../API/APIContract"),
        .package(path: "../../API/RemoteClient"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/adam-fowler/compress-nio", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(name: "CalendarTVmaze", dependencies: [
            .product(name: "CalendarInterface", package: "Calendar"),
            .product(name: "CalendarPorts", package: "Calendar"),
            .product(name: "SeriesInterface", package: "Series"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "Networking", package: "Networking"),
            .product(name: "TVmaze", package: "TVmaze"),
        ]),
        .target(name: "CalendarTMDB", dependencies: [
            "CalendarTVmaze",
            .product(name: "CalendarInterface", package: "Calendar"),
            .product(name: "CalendarPorts", package: "Calendar"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "Networking", package: "Networking"),
            .product(name: "TMDB", package: "TMDB"),
            .product(name: "TVmaze", package: "TVmaze"),
        ]),
        .target(name: "CalendarNotify", dependencies: [
            .product(name: "CalendarInterface", package: "Calendar"),
            .product(name: "CalendarPorts", package: "Calendar"),
            .product(name: "Networking", package: "Networking"),
        ]),
        .target(name: "CalendarTVmazeFixtures", dependencies: [
            .product(name: "CalendarPorts", package: "Calendar"),
            .product(name: "TVmazeFixtureServer", package: "TVmaze"),
        ]),
        .target(name: "CalendarSQLite", dependencies: [
            .product(name: "Injection", package: "Injection"),
            .product(name: "SeriesInterface", package: "Series"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "CalendarInterface", package: "Calendar"),
            .product(name: "CalendarPorts", package: "Calendar"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        .target(name: "CalendarPostgres", dependencies: [
            .product(name: "Injection", package: "Injection"),
            .product(name: "SeriesInterface", package: "Series"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "CalendarInterface", package: "Calendar"),
            .product(name: "CalendarPorts", package: "Calendar"),
            .product(name: "PostgresStorage", package: "Storage"),
            .product(name: "PostgresNIO", package: "postgres-nio"),
        ]),
        .target(name: "CalendarAPI", dependencies: [
            .product(name: "SeriesInterface", package: "Series"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "JSONWriting", package: "JSONWriting"),
            .product(name: "CalendarInterface", package: "Calendar"),
            .product(name: "APIContract", package: "APIContract"),
        ], resources: [.embedInCode("openapi.yaml")]),
        .target(name: "CalendarWeb", dependencies: [
            .product(name: "SeriesInterface", package: "Series"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            "CalendarAPI",
            .product(name: "CalendarInterface", package: "Calendar"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "WebUI", package: "WebUI"),
            .product(name: "WebServer", package: "WebServer"),
            .product(name: "APIRouting", package: "APIRouting"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "CompressNIO", package: "compress-nio"),
        ]),
        .target(name: "CalendarApp", dependencies: [
            .product(name: "SeriesInterface", package: "Series"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            "CalendarSQLite",
            "CalendarTVmaze",
            "CalendarTMDB",
            "CalendarNotify",
            "CalendarAPI",
            .product(name: "TMDB", package: "TMDB"),
            .product(name: "RemoteClient", package: "RemoteClient"),
            .product(name: "Networking", package: "Networking"),
            .product(name: "Calendar", package: "Calendar"),
            .product(name: "CalendarCLI", package: "Calendar"),
            .product(name: "CalendarInterface", package: "Calendar"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "AppComposition", package: "Composition"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "CommandInjection", package: "Injection"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "TVmaze", package: "TVmaze"),
        ]),
        .target(name: "CalendarServer", dependencies: [
            .product(name: "RateLimit", package: "RateLimit"),
            .product(name: "SeriesInterface", package: "Series"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            "CalendarTMDB",
            "CalendarNotify",
            "CalendarAPI",
            .product(name: "APIContract", package: "APIContract"),
            .product(name: "AuthInterface", package: "Auth"),
            "CalendarWeb",
            .product(name: "Calendar", package: "Calendar"),
            .product(name: "CalendarInterface", package: "Calendar"),
            .product(name: "CalendarPorts", package: "Calendar"),
            .product(name: "ServerComposition", package: "APIRouting"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "ReadCache", package: "ReadCache"),
            .product(name: "WebServer", package: "WebServer"),
            .product(name: "WebUI", package: "WebUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "CalendarAdaptersTests", dependencies: [
            .product(name: "SeriesInterface", package: "Series"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            "CalendarTVmaze",
            "CalendarTMDB",
            "CalendarNotify",
            "CalendarTVmazeFixtures",
            .product(name: "TVmazeFixtureServer", package: "TVmaze"),
            .product(name: "TVmaze", package: "TVmaze"),
            .product(name: "TMDB", package: "TMDB"),
            .product(name: "TMDBFixtureServer", package: "TMDB"),
            "CalendarSQLite",
            "CalendarPostgres",
            "CalendarWeb",
            "CalendarApp",
            "CalendarServer",
            "CalendarAPI",
            .product(name: "APIContract", package: "APIContract"),
            .product(name: "APIRouting", package: "APIRouting"),
            .product(name: "ServerComposition", package: "APIRouting"),
            .product(name: "ReadCache", package: "ReadCache"),
            .product(name: "RemoteClient", package: "RemoteClient"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "CompressNIO", package: "compress-nio"),
            .product(name: "PropertyBased", package: "swift-property-based"),
            .product(name: "AppComposition", package: "Composition"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "Networking", package: "Networking"),
            .product(name: "Calendar", package: "Calendar"),
            .product(name: "CalendarInterface", package: "Calendar"),
            .product(name: "CalendarPorts", package: "Calendar"),
            .product(name: "CalendarTesting", package: "Calendar"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "AuthTesting", package: "Auth"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "PostgresStorage", package: "Storage"),
            .product(name: "StorageTesting", package: "Storage"),
            .product(name: "TestRequirements", package: "TestRequirements"),
            .product(name: "WebUI", package: "WebUI"),
        ]),
    ]
)
