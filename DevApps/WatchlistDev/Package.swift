// swift-tools-version: 6.1
import PackageDescription

// watchlist-dev: the Watchlist feature alone, with Auth's and Movies' fixtures, as a package
// of its own so that its edit loop plans only this small graph (docs/performance.md, "The
// dev apps' edit loop").
//
// WatchlistDevApp   what the dev app is: the feature's own value (WatchlistApp's
//                   `WatchlistAppFeature`, as `watchlist` lists it) and fixtures for what Auth
//                   and Movies give it, a `DevApp` that DevComposition builds the command, the
//                   root and the advice of; the root package's shape check imports it
// WatchlistDevMain  the executable: the entry point and nothing else
//
// WatchlistDevAppTests tests the root: signed in or out on the fixture films, the mock model,
// an import, and a SQLite file.
//
// The executable links with lld, which ships with the toolchain on Linux: it halves the
// link of every rebuild (docs/performance.md, "The dev apps' edit loop").

/// A product of one of the local packages.
func local(_ product: String, in package: String) -> Target.Dependency {
    .product(name: product, package: package)
}

let package = Package(
    name: "WatchlistDev",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "watchlist-dev", targets: ["WatchlistDevMain"]),
        .library(name: "WatchlistDevApp", targets: ["WatchlistDevApp"]),
    ],
    dependencies: [
        .package(path: "../../Packages/Kits/Composition"),
        .package(path: "../../Packages/Kits/Injection"),
        .package(path: "../../Packages/Kits/TerminalUI"),
        .package(path: "../../Packages/Features/Movies"),
        .package(path: "../../Packages/Features/Auth"),
        .package(path: "../../Packages/Features/Watchlist"),
        .package(path: "../../Packages/Adapters/WatchlistAdapters"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(
            name: "WatchlistDevApp",
            dependencies: [
                local("AppComposition", in: "Composition"), local("DevComposition", in: "Composition"),
                local("Injection", in: "Injection"), local("CommandInjection", in: "Injection"),
                local("TerminalUI", in: "TerminalUI"), local("TerminalUIInterface", in: "TerminalUI"),
                local("WatchlistInterface", in: "Watchlist"), local("WatchlistScreens", in: "Watchlist"), local("WatchlistTesting", in: "Watchlist"),
                local("WatchlistApp", in: "WatchlistAdapters"),
                local("MoviesInterface", in: "Movies"), local("MoviesPorts", in: "Movies"), local("MoviesTesting", in: "Movies"),
                local("AuthInterface", in: "Auth"), local("AuthTesting", in: "Auth"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "WatchlistDevMain",
            dependencies: ["WatchlistDevApp", local("DevComposition", in: "Composition")],
            linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
        ),
        .testTarget(name: "WatchlistDevAppTests", dependencies: [
            "WatchlistDevApp", local("DevComposition", in: "Composition"), local("Injection", in: "Injection"), local("AuthInterface", in: "Auth"), local("WatchlistInterface", in: "Watchlist"),
        ]),
    ]
)
