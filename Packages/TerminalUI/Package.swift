// swift-tools-version: 6.0
import PackageDescription

// Terminal input and output for every feature: the terminal abstraction (real and
// scripted), text styles that honour NO_COLOR, and tables. No dependencies.
let package = Package(
    name: "TerminalUI",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
    ],
    targets: [
        .target(name: "TerminalUI"),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"]),
    ]
)
