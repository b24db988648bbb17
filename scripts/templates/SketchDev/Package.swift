// swift-tools-version: 6.1
import PackageDescription

// sketch-dev: the Sketch feature alone, as a package of its own so that its edit loop plans
// only this small graph.
//
// SketchDevApp   the composition root, wiring options and commands
// SketchDevMain  the executable: the entry point and nothing else
//
// SketchDevAppTests tests the root: in memory, and --database with and without the trait.
//
// The real adapter (SQLite, which brings GRDB) is linked only with the SketchDevAdapters
// trait, so the everyday build stays small. The executable links with lld, which ships with
// the toolchain on Linux: it halves the link of every rebuild.

/// A product of one of the local packages.
func local(_ product: String, in package: String) -> Target.Dependency {
    .product(name: product, package: package)
}

/// A product linked only in a build with the real adapters.
func adapter(_ product: String, in package: String) -> Target.Dependency {
    .product(name: product, package: package, condition: .when(traits: ["SketchDevAdapters"]))
}

let package = Package(
    name: "SketchDev",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "sketch-dev", targets: ["SketchDevMain"]),
        .library(name: "SketchDevApp", targets: ["SketchDevApp"]),
    ],
    traits: [
        .trait(name: "SketchDevAdapters", description: "Links SketchSQLite so --database works: swift build --traits SketchDevAdapters"),
    ],
    dependencies: [
        .package(path: "../../../Packages/Kits/Injection"),
        .package(path: "../../../Packages/Kits/TerminalUI"),
        .package(path: "../../../Packages/Kits/Storage"),
        .package(path: "../../../Packages/Features/Auth"),
        .package(path: "../Sketch"),
        .package(path: "../SketchAdapters"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(
            name: "SketchDevApp",
            dependencies: [
                local("Injection", in: "Injection"), local("CommandInjection", in: "Injection"), local("TerminalUI", in: "TerminalUI"),
                local("TerminalUIInterface", in: "TerminalUI"), local("SketchInterface", in: "Sketch"), local("Sketch", in: "Sketch"),
                local("SketchCLI", in: "Sketch"),
                local("SketchPorts", in: "Sketch"), local("SketchTesting", in: "Sketch"),
                local("AuthTesting", in: "Auth"),
                adapter("SketchSQLite", in: "SketchAdapters"), adapter("Storage", in: "Storage"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "SketchDevMain",
            dependencies: ["SketchDevApp"],
            linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
        ),
        .testTarget(name: "SketchDevAppTests", dependencies: ["SketchDevApp", local("CommandInjection", in: "Injection")]),
    ]
)
