// swift-tools-version: 6.1
import PackageDescription

// movies-dev: the Movies feature alone, as a package of its own so that its edit loop plans
// only this small graph (docs/performance.md, "The dev apps' edit loop").
//
// MoviesDevApp   the composition root, wiring options and commands; the root package's
//                composition-root tests import it
// MoviesDevMain  the executable: the entry point and nothing else
//
// The real adapters (the SQLite catalogs and store, TMDB over HTTP and its loopback fixture
// server, which bring GRDB, zlib and FlyingFox) are linked only with the MoviesDevAdapters trait,
// so the everyday build stays small.
//
// The executable links with lld, which ships with the toolchain on Linux: it halves the
// link of every rebuild (docs/performance.md, "The dev apps' edit loop").

/// A product of one of the local packages.
func local(_ product: String, in package: String) -> Target.Dependency {
    .product(name: product, package: package)
}

/// A product linked only in a build with the real adapters.
func adapter(_ product: String, in package: String) -> Target.Dependency {
    .product(name: product, package: package, condition: .when(traits: ["MoviesDevAdapters"]))
}

let package = Package(
    name: "MoviesDev",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "movies-dev", targets: ["MoviesDevMain"]),
        .library(name: "MoviesDevApp", targets: ["MoviesDevApp"]),
    ],
    traits: [
        .trait(
            name: "MoviesDevAdapters",
            description: "Links the SQLite catalogs and store, TMDB and its fixture server, so --catalog offline|imdb|tmdb, --database, --fixture-server and catalog build work: swift build --traits MoviesDevAdapters"
        ),
        // Its earlier name, still accepted.
        .trait(name: "MoviesDevLive", description: "The earlier name of MoviesDevAdapters.", enabledTraits: ["MoviesDevAdapters"]),
    ],
    dependencies: [
        .package(path: "../../Packages/Kits/Injection"),
        .package(path: "../../Packages/Kits/TerminalUI"),
        .package(path: "../../Packages/Kits/Storage"),
        .package(path: "../../Packages/Kits/Networking"),
        .package(path: "../../Packages/Kits/TMDB"),
        .package(path: "../../Packages/Features/Movies"),
        .package(path: "../../Packages/Adapters/MoviesAdapters"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(
            name: "MoviesDevApp",
            dependencies: [
                local("Injection", in: "Injection"), local("CommandInjection", in: "Injection"), local("TerminalUI", in: "TerminalUI"),
                local("TerminalUIInterface", in: "TerminalUI"),
                local("MoviesInterface", in: "Movies"), local("MoviesPorts", in: "Movies"), local("Movies", in: "Movies"),
                local("MoviesTesting", in: "Movies"),
                adapter("MoviesSQLite", in: "MoviesAdapters"), adapter("MoviesIMDb", in: "MoviesAdapters"), adapter("MoviesTMDB", in: "MoviesAdapters"), adapter("MoviesCatalogNames", in: "MoviesAdapters"),
                adapter("TMDB", in: "TMDB"), adapter("TMDBFixtureServer", in: "TMDB"), adapter("Storage", in: "Storage"), adapter("Networking", in: "Networking"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "MoviesDevMain",
            dependencies: ["MoviesDevApp"],
            linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
        ),
    ]
)
