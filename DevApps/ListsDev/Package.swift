// swift-tools-version: 6.1
import PackageDescription

// lists-dev: the Lists feature alone, as a package of its own so that its edit loop plans
// only this small graph.
//
// ListsDevApp   what the dev app is: the feature's own value (ListsApp's `ListsAppFeature`,
//               as `watchlist` lists it) and fixtures for the rest, a `DevApp` that
//               DevComposition builds the command, the root and the advice of
// ListsDevMain  the executable: the entry point and nothing else
//
// ListsDevAppTests tests the root: in memory, and on a SQLite file. The executable links with
// lld, which ships with the toolchain on Linux: it halves the link of every rebuild.

/// A product of one of the local packages.
func local(_ product: String, in package: String) -> Target.Dependency {
    .product(name: product, package: package)
}

let package = Package(
    name: "ListsDev",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "lists-dev", targets: ["ListsDevMain"]),
        .library(name: "ListsDevApp", targets: ["ListsDevApp"]),
    ],
    dependencies: [
        .package(path: "../../Packages/Kits/Composition"),
        .package(path: "../../Packages/Kits/Injection"),
        .package(path: "../../Packages/Features/Auth"),
        .package(path: "../../Packages/Features/Lists"),
        .package(path: "../../Packages/Features/Movies"),
        .package(path: "../../Packages/Kits/TerminalUI"),
        .package(path: "../../Packages/Adapters/ListsAdapters"),
    ],
    targets: [
        .target(
            name: "ListsDevApp",
            dependencies: [
                local("AppComposition", in: "Composition"), local("DevComposition", in: "Composition"), local("Injection", in: "Injection"),
                local("AuthInterface", in: "Auth"), local("AuthTesting", in: "Auth"), local("ListsApp", in: "ListsAdapters"),
                local("ListsTesting", in: "Lists"), local("ListsPorts", in: "Lists"), local("MoviesInterface", in: "Movies"), local("MoviesTesting", in: "Movies"),
                local("TerminalUIInterface", in: "TerminalUI"),
            ]
        ),
        .executableTarget(
            name: "ListsDevMain",
            dependencies: ["ListsDevApp", local("DevComposition", in: "Composition")],
            linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
        ),
        .testTarget(name: "ListsDevAppTests", dependencies: [
            "ListsDevApp", local("DevComposition", in: "Composition"), local("Injection", in: "Injection"), local("ListsInterface", in: "Lists"),
        ]),
    ]
)
