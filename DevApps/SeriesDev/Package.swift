// swift-tools-version: 6.1
import PackageDescription

// series-dev: the Series feature alone, as a package of its own so that its edit loop plans
// only this small graph.
//
// SeriesDevApp   what the dev app is: the feature's own value (SeriesApp's `SeriesAppFeature`,
//                as `watchlist` lists it) and the fixture series, a `DevApp` that
//                DevComposition builds the command, the root and the advice of; the root
//                package's shape check imports it
// SeriesDevMain  the executable: the entry point and nothing else
//
// SeriesDevAppTests tests the root: the fixture series, in memory and on a SQLite file.
//
// The executable links with lld, which ships with the toolchain on Linux: it halves the link
// of every rebuild.

/// A product of one of the local packages.
func local(_ product: String, in package: String) -> Target.Dependency {
    .product(name: product, package: package)
}

let package = Package(
    name: "SeriesDev",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "series-dev", targets: ["SeriesDevMain"]),
        .library(name: "SeriesDevApp", targets: ["SeriesDevApp"]),
    ],
    dependencies: [
        .package(path: "../../Packages/Kits/Composition"),
        .package(path: "../../Packages/Kits/Injection"),
        .package(path: "../../Packages/Features/Series"),
        .package(path: "../../Packages/Features/Auth"),
        .package(path: "../../Packages/Adapters/SeriesAdapters"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(
            name: "SeriesDevApp",
            dependencies: [
                local("AppComposition", in: "Composition"), local("DevComposition", in: "Composition"), local("Injection", in: "Injection"),
                local("SeriesInterface", in: "Series"), local("SeriesTesting", in: "Series"), local("SeriesApp", in: "SeriesAdapters"),
                local("AuthInterface", in: "Auth"), local("AuthTesting", in: "Auth"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "SeriesDevMain",
            dependencies: ["SeriesDevApp", local("DevComposition", in: "Composition")],
            linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
        ),
        .testTarget(name: "SeriesDevAppTests", dependencies: [
            "SeriesDevApp", local("DevComposition", in: "Composition"), local("Injection", in: "Injection"), local("SeriesInterface", in: "Series"),
        ]),
    ]
)
