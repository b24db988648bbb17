// swift-tools-version: 6.0
import PackageDescription

// The Scrobbling feature: viewings recorded from media servers' webhooks (Jellyfin, Plex,
// Emby, and a generic JSON document), films matched and recorded through the Watchlist
// feature's Interface and episodes through the recorders that other features give it
// (EpisodePlaybackRecording, which Series implements), never guessed, never twice. It knows
// Watchlist, Movies and Auth only through their Interface modules, and no feature of episodes. Its adapters (SQLite, PostgreSQL, the hooks page and the webhook
// routes) are in Packages/Adapters/ScrobblingAdapters. Fixtures/ holds a webhook body of each
// kind for each media server, for the tests here, in the adapters and at the root.
//
// ScrobblingInterface  hooks, their events and inbox, the managing and receiving protocols, and
//                      the episodes' port: EpisodeReference, EpisodePlayback and the recorder
//                      (EpisodePlaybackRecording) that a feature of series plugs in; where a
//                      media server's playback is (MediaServerPositionRecording), and the inbox
//                      for other features' players (InboxFiling)
// ScrobblingPorts      what its adapters implement: hooks' storage, secrets; private to the feature
// Scrobbling           the event readers, the receiver, the hooks' service and the `hooks` commands
// ScrobblingTesting    an in-memory repository, for tests and the dev app
let package = Package(
    name: "Scrobbling",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ScrobblingInterface", targets: ["ScrobblingInterface"]),
        .library(name: "ScrobblingPorts", targets: ["ScrobblingPorts"]),
        .library(name: "Scrobbling", targets: ["Scrobbling"]),
        .library(name: "ScrobblingTesting", targets: ["ScrobblingTesting"]),
    ],
    dependencies: [
        .package(path: "../../Kits/Injection"),
        .package(path: "../../Kits/TerminalUI"),
        .package(path: "../../Kits/JSONWriting"),
        .package(path: "../../Kits/RateLimit"),
        .package(path: "../Movies"),
        .package(path: "../Auth"),
        .package(path: "../Watchlist"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
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
            .product(name: "Injection", package: "Injection"),
            .product(name: "JSONWriting", package: "JSONWriting"),
            .product(name: "RateLimit", package: "RateLimit"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "ScrobblingTesting", dependencies: [
            "ScrobblingInterface",
            "ScrobblingPorts",
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
        ]),
        .testTarget(name: "ScrobblingTests", dependencies: [
            "Scrobbling",
            "ScrobblingPorts",
            "ScrobblingInterface",
            "ScrobblingTesting",
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
    ]
)
