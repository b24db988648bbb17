// swift-tools-version: 6.1
import PackageDescription

// auth-dev: the Auth feature alone, as a package of its own so that its edit loop plans only
// this small graph (docs/performance.md, "The dev apps' edit loop").
//
// AuthDevApp   what the dev app is: the feature's own value (AuthApp's `AuthAppFeature`, as
//              `watchlist` lists it), a `DevApp` that DevComposition builds the command, the
//              root and the advice of; the root package's shape check imports it
// AuthDevMain  the executable: the entry point and nothing else
//
// AuthDevAppTests tests the root: in memory for one run, and on a SQLite file.
//
// The executable links with lld, which ships with the toolchain on Linux: it halves the
// link of every rebuild (docs/performance.md, "The dev apps' edit loop").

/// A product of one of the local packages.
func local(_ product: String, in package: String) -> Target.Dependency {
    .product(name: product, package: package)
}

let package = Package(
    name: "AuthDev",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "auth-dev", targets: ["AuthDevMain"]),
        .library(name: "AuthDevApp", targets: ["AuthDevApp"]),
    ],
    dependencies: [
        .package(path: "../../Packages/Kits/Composition"),
        .package(path: "../../Packages/Kits/Injection"),
        .package(path: "../../Packages/Features/Auth"),
        .package(path: "../../Packages/Adapters/AuthAdapters"),
    ],
    targets: [
        .target(
            name: "AuthDevApp",
            dependencies: [
                local("AppComposition", in: "Composition"), local("DevComposition", in: "Composition"), local("Injection", in: "Injection"),
                local("AuthInterface", in: "Auth"), local("AuthApp", in: "AuthAdapters"),
            ]
        ),
        .executableTarget(
            name: "AuthDevMain",
            dependencies: ["AuthDevApp", local("DevComposition", in: "Composition")],
            linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
        ),
        .testTarget(name: "AuthDevAppTests", dependencies: [
            "AuthDevApp", local("DevComposition", in: "Composition"), local("Injection", in: "Injection"), local("AuthInterface", in: "Auth"),
        ]),
    ]
)
