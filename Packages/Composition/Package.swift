// swift-tools-version: 6.0
import PackageDescription

// The dependency container. `Composition` has no dependencies, on purpose: every
// executable and every feature may link it without pulling anything in.
// `CommandInjection` runs ArgumentParser commands with their dependencies prepared.
let package = Package(
    name: "Composition",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Composition", targets: ["Composition"]),
        .library(name: "CommandInjection", targets: ["CommandInjection"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "Composition"),
        .target(name: "CommandInjection", dependencies: [
            "Composition",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "CompositionTests", dependencies: ["Composition", "CommandInjection"]),
    ]
)
