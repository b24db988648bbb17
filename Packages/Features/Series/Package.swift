// swift-tools-version: 6.0
import PackageDescription

// The Series feature: TV series, their seasons and episodes, which series each profile
// follows, its episode viewings and Up Next. It knows Auth (who is signed in), Watchlist (days
// and ratings, as films have them), Movies and Scrobbling only through their Interface modules,
// and joins the film commands through the protocols they own (SeriesAsOtherTitles) and the
// hooks through Scrobbling's episode recorder (EpisodePlaybackRecording). Its adapters
// (SQLite, PostgreSQL, its web page) are in Packages/Adapters/SeriesAdapters, so this package
// declares no heavy dependency.
//
// SeriesInterface  series, episodes, viewings, progress, the catalog, service and
//                  screen-factory protocols, the errors: what other features may import
// SeriesPorts      what its adapters implement (the repository protocol); private to the feature
// Series           the service, Up Next, how a text names a series, the embedded catalog,
//                  the export's `series` section (SeriesArchives)
// SeriesCLI        the commands, what they print, the screens, and SeriesAsOtherTitles (series
//                  in the film commands); apart from Series so that an edit of the service
//                  recompiles a small module
// SeriesTesting    an in-memory repository and the repository's contract, for tests, the
//                  adapters' contract suite and the dev app
let package = Package(
    name: "Series",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SeriesInterface", targets: ["SeriesInterface"]),
        .library(name: "SeriesPorts", targets: ["SeriesPorts"]),
        .library(name: "Series", targets: ["Series"]),
        .library(name: "SeriesCLI", targets: ["SeriesCLI"]),
        .library(name: "SeriesTesting", targets: ["SeriesTesting"]),
    ],
    dependencies: [
        .package(path: "../../Kits/Injection"),
        .package(path: "../../Kits/TerminalUI"),
        .package(path: "../../Kits/JSONWriting"),
        .package(path: "../Auth"),
        .package(path: "../Movies"),
        .package(path: "../Watchlist"),
        .package(path: "../Scrobbling"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(name: "SeriesInterface", dependencies: [
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
        ]),
        .target(name: "SeriesPorts", dependencies: [
            "SeriesInterface",
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "ScrobblingInterface", package: "Scrobbling"),
        ]),
        .target(name: "Series", dependencies: [
            "SeriesInterface",
            "SeriesPorts",
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "ScrobblingInterface", package: "Scrobbling"),
            .product(name: "JSONWriting", package: "JSONWriting"),
        ]),
        .target(name: "SeriesCLI", dependencies: [
            "Series",
            "SeriesInterface",
            .product(name: "JSONWriting", package: "JSONWriting"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "CommandInjection", package: "Injection"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "SeriesTesting", dependencies: [
            "SeriesInterface", "SeriesPorts",
            .product(name: "WatchlistInterface", package: "Watchlist"),
        ]),
        .testTarget(name: "SeriesTests", dependencies: [
            .product(name: "JSONWriting", package: "JSONWriting"),
            "Series",
            "SeriesCLI",
            "SeriesInterface",
            "SeriesTesting",
            .product(name: "ScrobblingInterface", package: "Scrobbling"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "AuthTesting", package: "Auth"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "TerminalUITesting", package: "TerminalUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
    ]
)
