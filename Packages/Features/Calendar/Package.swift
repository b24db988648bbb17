// swift-tools-version: 6.0
import PackageDescription

// The Calendar feature: what airs next for the series a profile follows, from air dates fetched
// from a source (TVmaze) and kept. It builds on the Series feature's interface (what a profile
// follows and watched). Its adapters (the TVmaze client, SQLite, PostgreSQL, its web page) are
// in Packages/Adapters/CalendarAdapters, so this package declares no heavy dependency.
//
// CalendarInterface  the airing episode, the schedule, the service and screen-factory
//                    protocols, the errors: what other features may import
// CalendarPorts      what its adapters implement (the source of air dates, the store that keeps
//                    them); private to the feature
// Calendar           the service logic: the schedule of a window, the refresh of what changed
// CalendarCLI        its commands and its screen, apart from the logic: a change to one command
//                    rebuilds neither the service nor the web page that uses it
// CalendarTesting    fixture air dates, a source and a store in memory and the store's contract,
//                    for tests, the adapters' contract suite and the dev app
let package = Package(
    name: "Calendar",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "CalendarInterface", targets: ["CalendarInterface"]),
        .library(name: "CalendarPorts", targets: ["CalendarPorts"]),
        .library(name: "Calendar", targets: ["Calendar"]),
        .library(name: "CalendarCLI", targets: ["CalendarCLI"]),
        .library(name: "CalendarTesting", targets: ["CalendarTesting"]),
    ],
    dependencies: [
        .package(path: "../../Kits/Injection"),
        .package(path: "../../Kits/TerminalUI"),
        .package(path: "../../Kits/JSONWriting"),
        .package(path: "../../Features/Auth"),
        .package(path: "../../Features/Series"),
        .package(path: "../../Features/Watchlist"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The tests' generated input, reported with its seed when a check fails.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(name: "CalendarInterface", dependencies: [
            .product(name: "SeriesInterface", package: "Series"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
        ]),
        .target(name: "CalendarPorts", dependencies: [
            "CalendarInterface",
            .product(name: "SeriesInterface", package: "Series"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
        ]),
        .target(name: "Calendar", dependencies: [
            "CalendarInterface",
            "CalendarPorts",
            .product(name: "SeriesInterface", package: "Series"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
        ]),
        .target(name: "CalendarCLI", dependencies: [
            "Calendar",
            "CalendarInterface",
            .product(name: "JSONWriting", package: "JSONWriting"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "CalendarTesting", dependencies: [
            "CalendarInterface",
            "CalendarPorts",
            .product(name: "SeriesInterface", package: "Series"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
        ]),
        .testTarget(name: "CalendarTests", dependencies: [
            "Calendar",
            "CalendarCLI",
            "CalendarInterface",
            "CalendarTesting",
            "CalendarPorts",
            .product(name: "SeriesInterface", package: "Series"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "AuthTesting", package: "Auth"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "TerminalUITesting", package: "TerminalUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
    ]
)
