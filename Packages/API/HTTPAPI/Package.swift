// swift-tools-version: 6.0
import PackageDescription

// The HTTP API kit: the features' services as JSON over HTTP, on Hummingbird 2. It knows the
// features only through their Interface modules; the server's composition root
// (MainApp/Server) gives it live services. Only `watchlist-server` links it: the CLI and the
// dev apps never build Hummingbird or SwiftNIO (a root test checks).
//
// HTTPAPI    routes (Sources/HTTPAPI/Routes), the bearer-token middleware, error mapping and
//            405 answers; the documents are APIContract's. And the web page's server
//            (Sources/HTTPAPI/Web): the features' WebUI routes with session cookies, forgery
//            checks, forms and uploads, the layout, live changes (server-sent events)
// ReadCache  the cross-server read cache of verified tokens, list answers and pages, and the
//            protocol of the channels that keep servers' caches fresh
// ReadCacheSQLite    the channel on SQLite (data_version polling, GRDB)
// ReadCachePostgres  the channel on PostgreSQL (LISTEN/NOTIFY, postgres-nio)
//            Each a module of its own, so that the web dev app, which serves pages from the
//            cache, links neither database unless it keeps its list in SQLite
let package = Package(
    name: "HTTPAPI",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "HTTPAPI", targets: ["HTTPAPI"]),
        .library(name: "ReadCache", targets: ["ReadCache"]),
        .library(name: "ReadCacheSQLite", targets: ["ReadCacheSQLite"]),
        .library(name: "ReadCachePostgres", targets: ["ReadCachePostgres"]),
    ],
    dependencies: [
        .package(path: "../../Features/Movies"),
        .package(path: "../../Features/Auth"),
        .package(path: "../../Features/Watchlist"),
        .package(path: "../../Features/Scrobbling"),
        .package(path: "../APIContract"),
        .package(path: "../../Kits/Storage"),
        .package(path: "../../Kits/WebUI"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
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
        .target(name: "HTTPAPI", dependencies: [
            "ReadCache",
            .product(name: "APIContract", package: "APIContract"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "ScrobblingInterface", package: "Scrobbling"),
            .product(name: "WebUI", package: "WebUI"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        ]),
        .testTarget(name: "ReadCacheTests", dependencies: [
            "ReadCache",
            "ReadCacheSQLite",
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "NIOCore", package: "swift-nio"),
        ]),
        .testTarget(name: "HTTPAPITests", dependencies: [
            "ReadCache",
            "HTTPAPI",
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "MoviesTesting", package: "Movies"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "Watchlist", package: "Watchlist"),
            .product(name: "WatchlistTesting", package: "Watchlist"),
            .product(name: "Scrobbling", package: "Scrobbling"),
            .product(name: "ScrobblingInterface", package: "Scrobbling"),
            .product(name: "ScrobblingTesting", package: "Scrobbling"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "PropertyBased", package: "swift-property-based"),
            .product(name: "WebUI", package: "WebUI"),
        ]),
    ]
)
