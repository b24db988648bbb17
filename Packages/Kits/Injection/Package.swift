// swift-tools-version: 6.0
import PackageDescription

// The dependency container (seed 002's idea: register and resolve by type, a property
// wrapper). `Injection` has no dependencies, on purpose: every executable and every feature
// may link it without pulling anything in. `CommandInjection` runs ArgumentParser commands
// with their dependencies prepared. (Composition roots are the executables' own; this
// package is only the container they fill.)
//
// Injection         the container, its errors and verification, and @Injected; no dependencies
// CommandInjection  runs ArgumentParser commands with their container, and the error advice
let package = Package(
    name: "Injection",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Injection", targets: ["Injection"]),
        .library(name: "CommandInjection", targets: ["CommandInjection"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "Injection"),
        .target(name: "CommandInjection", dependencies: [
            "Injection",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "InjectionTests", dependencies: ["Injection", "CommandInjection"]),
    ]
)
