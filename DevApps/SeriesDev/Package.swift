// swift-tools-version: 6.1
import PackageDescription

// series-dev: the Series feature alone, as a package of its own so that its edit loop plans
// only this small graph.
//
// SeriesDevApp   the composition root, wiring options and commands; the root package's
//                composition-root tests import it
// SeriesDevMain  the executable: the entry point and nothing else
//
// The real adapter (SQLite, which brings GRDB) is linked only with the SeriesDevAdapters
// trait, so the everyday build stays small. The executable links with lld, which ships with
// the toolchain on Linux: it halves the link of every rebuild.

/// A product of one of the local packages.
func local(_ product: String, in package: String) -> Target.Dependency {
    .product(name: product, package: package)
}

/// A product linked only in a build with the real adapters.
func adapter(_ product: String, in package: String) -> Target.Dependency {
    .product(name: product, package: package, condition: .when(traits: ["SeriesDevAdapters"]))
}

let package = Package(
    name: "SeriesDev",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "series-dev", targets: ["SeriesDevMain"]),
        .library(name: "SeriesDevApp", targets: ["SeriesDevApp"]),
    ],
    traits: [
        .trait(name: "SeriesDevAdapters", description: "Links SeriesSQLite so --database works: swift build --traits SeriesDevAdapters"),
    ],
    dependencies: [
        .package(path: "../../Packages/Kits/Injection"),
        .package(path: "../../Packages/Kits/TerminalUI"),
        .package(path: "../../Packages/Kits/Storage"),
        .package(path: "../../Packages/Features/Series"),
        .package(path: "../../Packages/Features/Auth"),
        .package(path: "../../Packages/Adapters/SeriesAdapters"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(
            name: "SeriesDevApp",
            dependencies: [
                local("Injection", in: "Injection"), local("CommandInjection", in: "Injection"), local("TerminalUI", in: "TerminalUI"),
                local("TerminalUIInterface", in: "TerminalUI"), local("SeriesInterface", in: "Series"), local("Series", in: "Series"), local("SeriesCLI", in: "Series"),
                local("SeriesPorts", in: "Series"), local("SeriesTesting", in: "Series"),
                local("AuthInterface", in: "Auth"), local("AuthTesting", in: "Auth"),
                adapter("SeriesSQLite", in: "SeriesAdapters"), adapter("Storage", in: "Storage"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "SeriesDevMain",
            dependencies: ["SeriesDevApp"],
            linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
        ),
    ]
)
