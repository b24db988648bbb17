// swift-tools-version: 6.1
import PackageDescription

// series-web-dev: the Series feature's web pages and API routes alone, on fixtures, served on
// 127.0.0.1:8082, so that a page can be iterated on without the whole server: the feature's
// own server value (SeriesServer), as watchlist-server lists it, with fixtures for the other
// features. A package of its own, beside the terminal series-dev, which never links the web's
// stack.
//
// SeriesWebDevApp   the composition root, options and command; its tests
//                   (Tests/) import it
// SeriesWebDevMain  the executable: the entry point and nothing else
//
// `--database` (the feature's SQLite storage and the cache's SQLite channel) is linked only
// with the SeriesWebDevAdapters trait; GRDB is linked always, for SeriesServer reads a catalog
// built from IMDb's datasets when the server is given one. The executable links with
// lld, which ships with the toolchain on Linux (docs/performance.md, "The dev apps' edit
// loop").

/// A product of one of the local packages.
func local(_ product: String, in package: String) -> Target.Dependency {
    .product(name: product, package: package)
}

/// A product linked only in a build with the real adapters.
func adapter(_ product: String, in package: String) -> Target.Dependency {
    .product(name: product, package: package, condition: .when(traits: ["SeriesWebDevAdapters"]))
}

let package = Package(
    name: "SeriesWebDev",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "series-web-dev", targets: ["SeriesWebDevMain"]),
        .library(name: "SeriesWebDevApp", targets: ["SeriesWebDevApp"]),
    ],
    traits: [
        .trait(
            name: "SeriesWebDevAdapters",
            description: "Links the SQLite storage so --database works: swift run --traits SeriesWebDevAdapters series-web-dev"
        ),
    ],
    dependencies: [
        .package(path: "../../Packages/Kits/Injection"),
        .package(path: "../../Packages/Features/Auth"),
        .package(path: "../../Packages/Features/Watchlist"),
        .package(path: "../../Packages/Features/Series"),
        .package(path: "../../Packages/Adapters/SeriesAdapters"),
        .package(path: "../../Packages/API/APIRouting"),
        .package(path: "../../Packages/API/APIContract"),
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
            name: "SeriesWebDevApp",
            dependencies: [
                local("CommandInjection", in: "Injection"), local("Injection", in: "Injection"),
                local("SeriesInterface", in: "Series"), local("SeriesPorts", in: "Series"), local("SeriesTesting", in: "Series"),
                local("SeriesServer", in: "SeriesAdapters"), local("SeriesWeb", in: "SeriesAdapters"), local("ServerComposition", in: "APIRouting"),
                local("WatchlistInterface", in: "Watchlist"),
                local("AuthInterface", in: "Auth"), local("AuthTesting", in: "Auth"),
                local("APIRouting", in: "APIRouting"), local("APIContract", in: "APIContract"), local("WebUI", in: "WebUI"), local("WebServer", in: "WebServer"), local("ReadCache", in: "ReadCache"),
                local("Artwork", in: "Artwork"), local("ArtworkFixtures", in: "Artwork"),
                adapter("SeriesSQLite", in: "SeriesAdapters"), adapter("Storage", in: "Storage"), adapter("ReadCacheSQLite", in: "ReadCache"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "SeriesWebDevMain",
            dependencies: ["SeriesWebDevApp"],
            linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
        ),
        // The root over real HTTP; with the trait, its `--database` on a real SQLite file.
        .testTarget(name: "SeriesWebDevAppTests", dependencies: [
            "SeriesWebDevApp", local("AuthInterface", in: "Auth"), local("CommandInjection", in: "Injection"),
            .product(name: "Hummingbird", package: "hummingbird"), .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
        ]),
    ]
)
