// swift-tools-version: 6.1
import PackageDescription

// watchlist-dev: the Watchlist feature alone, with Auth's and Movies' fixtures, as a package
// of its own so that its edit loop plans only this small graph (docs/performance.md, "The
// dev apps' edit loop"). It goes nowhere on the network, so it leaves the Networking kit out.
//
// WatchlistDevApp   the composition root, wiring options and commands; the root package's
//                   composition-root tests import it
// WatchlistDevMain  the executable: the entry point and nothing else
//
// The SQLite store (GRDB) is linked only with the WatchlistDevAdapters trait, so the everyday
// build stays small.
//
// The executable links with lld, which ships with the toolchain on Linux: it halves the
// link of every rebuild (docs/performance.md, "The dev apps' edit loop").

/// A product of one of the local packages.
func local(_ product: String, in package: String) -> Target.Dependency {
    .product(name: product, package: package)
}

/// A product linked only in a build with the real adapters.
func adapter(_ product: String, in package: String) -> Target.Dependency {
    .product(name: product, package: package, condition: .when(traits: ["WatchlistDevAdapters"]))
}

let package = Package(
    name: "WatchlistDev",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "watchlist-dev", targets: ["WatchlistDevMain"]),
        .library(name: "WatchlistDevApp", targets: ["WatchlistDevApp"]),
    ],
    traits: [
        .trait(
            name: "WatchlistDevAdapters",
            description: "Links the SQLite store (GRDB) so --database works: swift build --traits WatchlistDevAdapters"
        ),
        // Its earlier name, still accepted.
        .trait(name: "WatchlistDevLive", description: "The earlier name of WatchlistDevAdapters.", enabledTraits: ["WatchlistDevAdapters"]),
    ],
    dependencies: [
        .package(path: "../../Packages/Kits/Injection"),
        .package(path: "../../Packages/Kits/TerminalUI"),
        .package(path: "../../Packages/Kits/Storage"),
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
                local("Injection", in: "Injection"), local("CommandInjection", in: "Injection"), local("TerminalUI", in: "TerminalUI"),
                local("TerminalUIInterface", in: "TerminalUI"),
                local("WatchlistInterface", in: "Watchlist"), local("WatchlistPorts", in: "Watchlist"), local("Watchlist", in: "Watchlist"),
                local("WatchlistCLI", in: "Watchlist"), local("WatchlistScreens", in: "Watchlist"),
                local("WatchlistTesting", in: "Watchlist"),
                local("MoviesInterface", in: "Movies"), local("MoviesTesting", in: "Movies"),
                local("AuthInterface", in: "Auth"), local("AuthTesting", in: "Auth"),
                adapter("WatchlistSQLite", in: "WatchlistAdapters"), adapter("Storage", in: "Storage"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "WatchlistDevMain",
            dependencies: ["WatchlistDevApp"],
            linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
        ),
    ]
)
