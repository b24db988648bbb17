// swift-tools-version: 6.1
import PackageDescription

// sketch-dev: the Sketch feature alone, as a package of its own so that its edit loop plans
// only this small graph.
//
// SketchDevApp   what the dev app is: the feature's own value (SketchApp's `SketchAppFeature`,
//                as `watchlist` lists it) and fixtures for the rest, a `DevApp` that
//                DevComposition builds the command, the root and the advice of
// SketchDevMain  the executable: the entry point and nothing else
//
// SketchDevAppTests tests the root: in memory, and on a SQLite file. The executable links with
// lld, which ships with the toolchain on Linux: it halves the link of every rebuild.

/// A product of one of the local packages.
func local(_ product: String, in package: String) -> Target.Dependency {
    .product(name: product, package: package)
}

let package = Package(
    name: "SketchDev",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "sketch-dev", targets: ["SketchDevMain"]),
        .library(name: "SketchDevApp", targets: ["SketchDevApp"]),
    ],
    dependencies: [
        .package(path: "../../../Packages/Kits/Composition"),
        .package(path: "../../../Packages/Kits/Injection"),
        .package(path: "../../../Packages/Features/Auth"),
        .package(path: "../Sketch"),
        .package(path: "../SketchAdapters"),
    ],
    targets: [
        .target(
            name: "SketchDevApp",
            dependencies: [
                local("AppComposition", in: "Composition"), local("DevComposition", in: "Composition"), local("Injection", in: "Injection"),
                local("AuthInterface", in: "Auth"), local("AuthTesting", in: "Auth"), local("SketchApp", in: "SketchAdapters"),
            ]
        ),
        .executableTarget(
            name: "SketchDevMain",
            dependencies: ["SketchDevApp", local("DevComposition", in: "Composition")],
            linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
        ),
        .testTarget(name: "SketchDevAppTests", dependencies: [
            "SketchDevApp", local("DevComposition", in: "Composition"), local("Injection", in: "Injection"), local("SketchInterface", in: "Sketch"),
        ]),
    ]
)
