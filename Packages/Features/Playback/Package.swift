// swift-tools-version: 6.0
import PackageDescription

// The Playback feature: apps, each with a token of limited rights (scopes) for the API, for
// the players and tools that report and read a profile's viewings; and the playbacks that
// players report (start, pause, progress, stop), recorded watched at 80 %, and resumed on
// another player. Its adapters (SQLite,
// PostgreSQL, its web page) are in Packages/Adapters/PlaybackAdapters, so this package declares
// no heavy dependency.
//
// PlaybackInterface  the app, the playback, the services' protocols, the `scrobble` scope, the
//                    errors: what other features may import
// PlaybackPorts      what its adapters implement (the repositories' protocols); private to the
//                    feature
// Playback           the services' logic, the apps' tokens as the server's token check sees them,
//                    and the viewings a playback becomes (through Watchlist's and Scrobbling's
//                    Interfaces)
// PlaybackCLI        its commands (`apps add|list|revoke`, `progress`), apart from the logic: a
//                    change to one command rebuilds neither the service nor the web page
// PlaybackTesting    in-memory repositories and their contracts, and a stand-in for the viewings'
//                    recorders, for tests, the adapters' contract suite and the dev app
let package = Package(
    name: "Playback",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "PlaybackInterface", targets: ["PlaybackInterface"]),
        .library(name: "PlaybackPorts", targets: ["PlaybackPorts"]),
        .library(name: "Playback", targets: ["Playback"]),
        .library(name: "PlaybackCLI", targets: ["PlaybackCLI"]),
        .library(name: "PlaybackTesting", targets: ["PlaybackTesting"]),
    ],
    dependencies: [
        .package(path: "../../Kits/Injection"),
        .package(path: "../../Kits/TerminalUI"),
        .package(path: "../../Kits/JSONWriting"),
        .package(path: "../../Features/Auth"),
        .package(path: "../../Features/Watchlist"),
        .package(path: "../../Features/Scrobbling"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "PlaybackInterface", dependencies: [
            .product(name: "AuthInterface", package: "Auth"),
        ]),
        .target(name: "PlaybackPorts", dependencies: ["PlaybackInterface", .product(name: "AuthInterface", package: "Auth")]),
        .target(name: "Playback", dependencies: [
            "PlaybackInterface",
            "PlaybackPorts",
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "ScrobblingInterface", package: "Scrobbling"),
        ]),
        .target(name: "PlaybackCLI", dependencies: [
            "PlaybackInterface",
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "JSONWriting", package: "JSONWriting"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "PlaybackTesting", dependencies: ["PlaybackInterface", "PlaybackPorts", .product(name: "AuthInterface", package: "Auth")]),
        .testTarget(name: "PlaybackTests", dependencies: [
            "Playback",
            "PlaybackCLI",
            "PlaybackInterface",
            "PlaybackTesting",
            "PlaybackPorts",
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "WatchlistTesting", package: "Watchlist"),
            .product(name: "ScrobblingInterface", package: "Scrobbling"),
            .product(name: "AuthTesting", package: "Auth"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "TerminalUITesting", package: "TerminalUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
    ]
)
