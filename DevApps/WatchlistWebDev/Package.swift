// swift-tools-version: 6.1
import PackageDescription

// watchlist-web-dev: the Watchlist feature's web pages alone, on fixtures, served on
// 127.0.0.1:8081, so that a page can be iterated on without the whole server: the feature's
// own server value (WatchlistServer), as watchlist-server lists it, with fixtures for the
// other features. A package of its own, beside the terminal watchlist-dev, which never links
// the web's stack.
//
// WatchlistWebDevApp   the composition root, options and command; its tests
//                      (Tests/) import it
// WatchlistWebDevMain  the executable: the entry point and nothing else
//
// The SQLite store (GRDB) and the cache's SQLite channel are linked only with the
// WatchlistWebDevAdapters trait, as watchlist-dev's are with its own.
//
// The executable links with lld, which ships with the toolchain on Linux (docs/performance.md,
// "The dev apps' edit loop").

/// A product of one of the local packages.
func local(_ product: String, in package: String) -> Target.Dependency {
    .product(name: product, package: package)
}

/// A product linked only in a build with the real adapters.
func adapter(_ product: String, in package: String) -> Target.Dependency {
    .product(name: product, package: package, condition: .when(traits: ["WatchlistWebDevAdapters"]))
}

let package = Package(
    name: "WatchlistWebDev",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "watchlist-web-dev", targets: ["WatchlistWebDevMain"]),
        .library(name: "WatchlistWebDevApp", targets: ["WatchlistWebDevApp"]),
    ],
    traits: [
        .trait(
            name: "WatchlistWebDevAdapters",
            description: "Links the SQLite store (GRDB) so --database works: swift run --traits WatchlistWebDevAdapters watchlist-web-dev"
        ),
        // Its earlier name, still accepted.
        .trait(name: "WatchlistWebDevLive", description: "The earlier name of WatchlistWebDevAdapters.", enabledTraits: ["WatchlistWebDevAdapters"]),
    ],
    dependencies: [
        .package(path: "../../Packages/Kits/Injection"),
        .package(path: "../../Packages/Features/Movies"),
        .package(path: "../../Packages/Features/Auth"),
        .package(path: "../../Packages/Features/Watchlist"),
        .package(path: "../../Packages/Adapters/WatchlistAdapters"),
        .package(path: "../../Packages/API/APIRouting"),
        .package(path: "../../Packages/Kits/WebUI"),
        .package(path: "../../Packages/Kits/WebServer"),
        .package(path: "../../Packages/Kits/Artwork"),
        .package(path: "../../Packages/Kits/ReadCache"),
        .package(path: "../../Packages/Kits/Storage"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .target(
            name: "WatchlistWebDevApp",
            dependencies: [
                local("CommandInjection", in: "Injection"), local("Injection", in: "Injection"),
                local("WatchlistInterface", in: "Watchlist"), local("WatchlistPorts", in: "Watchlist"), local("Watchlist", in: "Watchlist"),
                local("WatchlistServer", in: "WatchlistAdapters"), local("ServerComposition", in: "APIRouting"), local("WatchlistTesting", in: "Watchlist"),
                local("MoviesInterface", in: "Movies"), local("MoviesTesting", in: "Movies"),
                local("AuthInterface", in: "Auth"), local("AuthTesting", in: "Auth"),
                local("WebUI", in: "WebUI"), local("WebServer", in: "WebServer"), local("ReadCache", in: "ReadCache"),
                local("Artwork", in: "Artwork"), local("ArtworkFixtures", in: "Artwork"),
                adapter("WatchlistSQLite", in: "WatchlistAdapters"), adapter("Storage", in: "Storage"), adapter("ReadCacheSQLite", in: "ReadCache"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "WatchlistWebDevMain",
            dependencies: ["WatchlistWebDevApp"],
            linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
        ),
        // The root over real HTTP; with the trait, its `--database` on a real SQLite file.
        .testTarget(name: "WatchlistWebDevAppTests", dependencies: [
            "WatchlistWebDevApp", local("AuthInterface", in: "Auth"), local("CommandInjection", in: "Injection"),
            .product(name: "Hummingbird", package: "hummingbird"), .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
        ]),
    ]
)
