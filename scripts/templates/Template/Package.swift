// swift-tools-version: 6.0
import PackageDescription

// The Template feature: a list of short texts, the starting point to grow the feature from.
//
// TemplateInterface  the item, the service and screen-factory protocols, the errors: what other
//                    features may import
// TemplatePorts      what its adapters implement (the repository protocol); private to the feature
// Template           the service logic, its commands and its screen
// TemplateJSON       the repository adapter, named after its technology: a JSON file
// TemplateTesting    an in-memory repository, for tests and the dev app
let package = Package(
    name: "Template",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TemplateInterface", targets: ["TemplateInterface"]),
        .library(name: "TemplatePorts", targets: ["TemplatePorts"]),
        .library(name: "Template", targets: ["Template"]),
        .library(name: "TemplateJSON", targets: ["TemplateJSON"]),
        .library(name: "TemplateTesting", targets: ["TemplateTesting"]),
    ],
    dependencies: [
        .package(path: "../../../Packages/Composition"),
        .package(path: "../../../Packages/TerminalUI"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "TemplateInterface", dependencies: [
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
        ]),
        .target(name: "TemplatePorts", dependencies: ["TemplateInterface"]),
        .target(name: "Template", dependencies: [
            "TemplateInterface",
            "TemplatePorts",
            .product(name: "Injection", package: "Injection"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "TemplateJSON", dependencies: ["TemplateInterface", "TemplatePorts"]),
        .target(name: "TemplateTesting", dependencies: ["TemplateInterface", "TemplatePorts"]),
        .testTarget(name: "TemplateTests", dependencies: [
            "Template",
            "TemplateJSON",
            "TemplateTesting",
            .product(name: "Injection", package: "Injection"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "TerminalUITesting", package: "TerminalUI"),
        ]),
    ]
)
