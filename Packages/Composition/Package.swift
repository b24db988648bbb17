// swift-tools-version: 6.0
import PackageDescription

// The dependency container. It has no dependencies, on purpose: every
// executable and every feature may link it without pulling anything in.
let package = Package(
    name: "Composition",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Composition", targets: ["Composition"]),
    ],
    targets: [
        .target(name: "Composition"),
        .testTarget(name: "CompositionTests", dependencies: ["Composition"]),
    ]
)
