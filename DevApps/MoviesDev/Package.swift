// swift-tools-version: 6.1
import PackageDescription

// movies-dev: the Movies feature alone, as a package of its own so that its edit loop plans
// only this small graph (docs/performance.md, "The dev apps' edit loop").
//
// MoviesDevApp   what the dev app is: the feature's own value (MoviesApp's `MoviesAppFeature`,
//                as `watchlist` lists it), the fixture catalog and TMDB's look-alike, a
//                `DevApp` that DevComposition builds the command, the root and the advice of;
//                the root package's shape check imports it
// MoviesDevMain  the executable: the entry point and nothing else
//
// MoviesDevAppTests tests the root: the fixture catalog, TMDB's look-alike, a SQLite file.
//
// The executable links with lld, which ships with the toolchain on Linux: it halves the
// link of every rebuild (docs/performance.md, "The dev apps' edit loop").

/// A product of one of the local packages.
func local(_ product: String, in package: String) -> Target.Dependency {
    .product(name: product, package: package)
}

let package = Package(
    name: "MoviesDev",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "movies-dev", targets: ["MoviesDevMain"]),
        .library(name: "MoviesDevApp", targets: ["MoviesDevApp"]),
    ],
    dependencies: [
        .package(path: "../../Packages/Kits/Composition"),
        .package(path: "../../Packages/Kits/Injection"),
        .package(path: "../../Packages/Kits/TerminalUI"),
        .package(path: "../../Packages/Kits/Networking"),
        .package(path: "../../Packages/Kits/TMDB"),
        .package(path: "../../Packages/Features/Auth"),
        .package(path: "../../Packages/Features/Movies"),
        .package(path: "../../Packages/Adapters/MoviesAdapters"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(
            name: "MoviesDevApp",
            dependencies: [
                local("AppComposition", in: "Composition"), local("DevComposition", in: "Composition"),
                local("Injection", in: "Injection"), local("CommandInjection", in: "Injection"),
                local("TerminalUI", in: "TerminalUI"), local("TerminalUIInterface", in: "TerminalUI"),
                local("Networking", in: "Networking"), local("TMDB", in: "TMDB"), local("TMDBFixtureServer", in: "TMDB"),
                local("AuthInterface", in: "Auth"), local("AuthTesting", in: "Auth"),
                local("MoviesInterface", in: "Movies"), local("MoviesPorts", in: "Movies"), local("MoviesTesting", in: "Movies"),
                local("MoviesApp", in: "MoviesAdapters"), local("MoviesTMDB", in: "MoviesAdapters"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "MoviesDevMain",
            dependencies: ["MoviesDevApp", local("DevComposition", in: "Composition")],
            linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
        ),
        .testTarget(name: "MoviesDevAppTests", dependencies: [
            "MoviesDevApp", local("DevComposition", in: "Composition"), local("Injection", in: "Injection"), local("MoviesInterface", in: "Movies"),
        ]),
    ]
)
