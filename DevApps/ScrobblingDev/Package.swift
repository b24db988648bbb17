// swift-tools-version: 6.1
import PackageDescription

// scrobbling-dev: the Scrobbling feature alone, as a package of its own so that its edit loop
// plans only this small graph. The executable links with lld, which ships with the
// toolchain on Linux: it halves the link of every rebuild.
//
// ScrobblingDevApp   the composition root, wiring options and the `read` command: the
//                    feature's event readers, alone
// ScrobblingDevMain  the executable: the entry point and nothing else
//
// ScrobblingDevAppTests tests the root: the options, and a Plex form read from its payload.
let package = Package(
    name: "ScrobblingDev",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "scrobbling-dev", targets: ["ScrobblingDevMain"]),
        .library(name: "ScrobblingDevApp", targets: ["ScrobblingDevApp"]),
    ],
    dependencies: [
        .package(path: "../../Packages/Kits/Injection"),
        .package(path: "../../Packages/Kits/TerminalUI"),
        .package(path: "../../Packages/Features/Scrobbling"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(
            name: "ScrobblingDevApp",
            dependencies: [
                .product(name: "Injection", package: "Injection"),
                .product(name: "CommandInjection", package: "Injection"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUIInterface", package: "TerminalUI"),
                .product(name: "ScrobblingInterface", package: "Scrobbling"),
                .product(name: "Scrobbling", package: "Scrobbling"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "ScrobblingDevMain",
            dependencies: ["ScrobblingDevApp"],
            linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
        ),
        .testTarget(name: "ScrobblingDevAppTests", dependencies: [
            "ScrobblingDevApp", .product(name: "CommandInjection", package: "Injection"), .product(name: "Injection", package: "Injection"), .product(name: "Scrobbling", package: "Scrobbling"),
        ]),
    ]
)
