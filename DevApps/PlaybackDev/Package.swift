// swift-tools-version: 6.1
import PackageDescription

// playback-dev: the Playback feature alone, as a package of its own so that its edit loop plans
// only this small graph.
//
// PlaybackDevApp   what the dev app is: the feature's own value (PlaybackApp's `PlaybackAppFeature`,
//                  as `watchlist` lists it) and fixtures for the rest, a `DevApp` that
//                  DevComposition builds the command, the root and the advice of
// PlaybackDevMain  the executable: the entry point and nothing else
//
// PlaybackDevAppTests tests the root: in memory, and on a SQLite file. The executable links with
// lld, which ships with the toolchain on Linux: it halves the link of every rebuild.

/// A product of one of the local packages.
func local(_ product: String, in package: String) -> Target.Dependency {
    .product(name: product, package: package)
}

let package = Package(
    name: "PlaybackDev",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "playback-dev", targets: ["PlaybackDevMain"]),
        .library(name: "PlaybackDevApp", targets: ["PlaybackDevApp"]),
    ],
    dependencies: [
        .package(path: "../../Packages/Kits/Composition"),
        .package(path: "../../Packages/Kits/Injection"),
        .package(path: "../../Packages/Features/Auth"),
        .package(path: "../../Packages/Features/Playback"),
        .package(path: "../../Packages/Features/Watchlist"),
        .package(path: "../../Packages/Adapters/PlaybackAdapters"),
    ],
    targets: [
        .target(
            name: "PlaybackDevApp",
            dependencies: [
                local("AppComposition", in: "Composition"), local("DevComposition", in: "Composition"), local("Injection", in: "Injection"),
                local("AuthInterface", in: "Auth"), local("AuthTesting", in: "Auth"), local("PlaybackApp", in: "PlaybackAdapters"),
                local("WatchlistInterface", in: "Watchlist"), local("WatchlistTesting", in: "Watchlist"),
            ]
        ),
        .executableTarget(
            name: "PlaybackDevMain",
            dependencies: ["PlaybackDevApp", local("DevComposition", in: "Composition")],
            linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
        ),
        .testTarget(name: "PlaybackDevAppTests", dependencies: [
            "PlaybackDevApp", local("DevComposition", in: "Composition"), local("Injection", in: "Injection"), local("PlaybackInterface", in: "Playback"),
        ]),
    ]
)
