// swift-tools-version: 6.1
import PackageDescription

// auth-dev: the Auth feature alone, as a package of its own so that its edit loop plans only
// this small graph (docs/performance.md, "The dev apps' edit loop").
//
// AuthDevApp   the composition root, wiring options and commands; the root package's
//              composition-root tests import it
// AuthDevMain  the executable: the entry point and nothing else
//
// The real adapters (SQLite and PBKDF2, which bring GRDB and swift-crypto) are linked only
// with the AuthDevAdapters trait, so the everyday build stays small.
//
// The executable links with lld, which ships with the toolchain on Linux: it halves the
// link of every rebuild (docs/performance.md, "The dev apps' edit loop").

/// A product of one of the local packages.
func local(_ product: String, in package: String) -> Target.Dependency {
    .product(name: product, package: package)
}

/// A product linked only in a build with the real adapters.
func adapter(_ product: String, in package: String) -> Target.Dependency {
    .product(name: product, package: package, condition: .when(traits: ["AuthDevAdapters"]))
}

let package = Package(
    name: "AuthDev",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "auth-dev", targets: ["AuthDevMain"]),
        .library(name: "AuthDevApp", targets: ["AuthDevApp"]),
    ],
    traits: [
        .trait(
            name: "AuthDevAdapters",
            description: "Links AuthSQLite and AuthCrypto (PBKDF2 from swift-crypto) so --database works: swift build --traits AuthDevAdapters"
        ),
        // Its earlier name, still accepted.
        .trait(name: "AuthDevLive", description: "The earlier name of AuthDevAdapters.", enabledTraits: ["AuthDevAdapters"]),
    ],
    dependencies: [
        .package(path: "../../Packages/Kits/Injection"),
        .package(path: "../../Packages/Kits/TerminalUI"),
        .package(path: "../../Packages/Kits/Storage"),
        .package(path: "../../Packages/Features/Auth"),
        .package(path: "../../Packages/Adapters/AuthAdapters"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(
            name: "AuthDevApp",
            dependencies: [
                local("Injection", in: "Injection"), local("CommandInjection", in: "Injection"), local("TerminalUI", in: "TerminalUI"),
                local("TerminalUIInterface", in: "TerminalUI"), local("AuthInterface", in: "Auth"), local("Auth", in: "Auth"),
                local("AuthTesting", in: "Auth"),
                adapter("AuthSQLite", in: "AuthAdapters"), adapter("AuthCrypto", in: "AuthAdapters"), adapter("Storage", in: "Storage"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "AuthDevMain",
            dependencies: ["AuthDevApp"],
            linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
        ),
    ]
)
