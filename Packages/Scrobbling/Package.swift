// swift-tools-version: 6.0
import PackageDescription

// The Scrobbling feature: viewings recorded from media servers' webhooks (Jellyfin, Plex,
// Emby, and a generic JSON document), matched and recorded through the Watchlist feature's
// Interface, never guessed, never twice. It knows Watchlist, Movies and Auth only through
// their Interface modules.
//
// ScrobblingInterface  hooks, their events and inbox, the managing and receiving protocols
// ScrobblingPorts      what its adapters implement: hooks' storage, secrets; private to the feature
// Scrobbling           the event readers, the receiver, the hooks' service and the `hooks` commands
// ScrobblingSQLite     SQLite storage
// ScrobblingPostgres   PostgreSQL storage, for the server (postgres-nio; nothing else links it)
// ScrobblingWeb        the hooks page (WebUI; only watchlist-server links it)
// ScrobblingTesting    an in-memory repository, for tests and the dev app
let package = Package(
    name: "Scrobbling",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ScrobblingInterface", targets: ["ScrobblingInterface"]),
        .library(name: "ScrobblingPorts", targets: ["ScrobblingPorts"]),
        .library(name: "Scrobbling", targets: ["Scrobbling"]),
        .library(name: "ScrobblingSQLite", targets: ["ScrobblingSQLite"]),
        .library(name: "ScrobblingPostgres", targets: ["ScrobblingPostgres"]),
        .library(name: "ScrobblingWeb", targets: ["ScrobblingWeb"]),
        .library(name: "ScrobblingTesting", targets: ["ScrobblingTesting"]),
    ],
    dependencies: [
        .package(path: "../Composition"),
        .package(path: "../TerminalUI"),
        .package(path: "../JSONWriting"),
        .package(path: "../Storage"),
        .package(path: "../Movies"),
        .package(path: "../Auth"),
        .package(path: "../Watchlist"),
        .package(path: "../WebUI"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(name: "ScrobblingInterface", dependencies: [
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
        ]),
        .target(name: "ScrobblingPorts", dependencies: [
            "ScrobblingInterface",
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
        ]),
        .target(name: "Scrobbling", dependencies: [
            "ScrobblingInterface",
            "ScrobblingPorts",
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "Composition", package: "Composition"),
            .product(name: "JSONWriting", package: "JSONWriting"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "ScrobblingSQLite", dependencies: [
            "ScrobblingInterface",
            "ScrobblingPorts",
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        .target(name: "ScrobblingPostgres", dependencies: [
            "ScrobblingInterface",
            "ScrobblingPorts",
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "PostgresStorage", package: "Storage"),
            .product(name: "PostgresNIO", package: "postgres-nio"),
        ]),
        .target(name: "ScrobblingWeb", dependencies: [
            "ScrobblingInterface",
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "WebUI", package: "WebUI"),
        ]),
        .target(name: "ScrobblingTesting", dependencies: [
            "ScrobblingInterface",
            "ScrobblingPorts",
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
        ]),
        .testTarget(
            name: "ScrobblingTests",
            dependencies: [
                "Scrobbling",
                "ScrobblingPorts",
                "ScrobblingInterface",
                "ScrobblingSQLite",
                "ScrobblingPostgres",
                "ScrobblingTesting",
                .product(name: "AuthInterface", package: "Auth"),
                .product(name: "MoviesInterface", package: "Movies"),
                .product(name: "WatchlistInterface", package: "Watchlist"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "PostgresStorage", package: "Storage"),
                .product(name: "StorageTesting", package: "Storage"),
                .product(name: "Composition", package: "Composition"),
                .product(name: "TerminalUIInterface", package: "TerminalUI"),
                .product(name: "TerminalUITesting", package: "TerminalUI"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Fixtures"]
        ),
    ]
)
