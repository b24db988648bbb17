// swift-tools-version: 6.1
import PackageDescription

// template-dev: the Template feature alone, as a package of its own so that its edit loop
// plans only this small graph. The executable links with lld, which ships with the
// toolchain on Linux: it halves the link of every rebuild.
//
// TemplateDevApp   the composition root, wiring options and commands
// TemplateDevMain  the executable: the entry point and nothing else
let package = Package(
    name: "TemplateDev",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "template-dev", targets: ["TemplateDevMain"]),
        .library(name: "TemplateDevApp", targets: ["TemplateDevApp"]),
    ],
    dependencies: [
        .package(path: "../../../Packages/Composition"),
        .package(path: "../../../Packages/TerminalUI"),
        .package(path: "../Template"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(
            name: "TemplateDevApp",
            dependencies: [
                .product(name: "Injection", package: "Injection"),
                .product(name: "CommandInjection", package: "Injection"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUIInterface", package: "TerminalUI"),
                .product(name: "TemplateInterface", package: "Template"),
                .product(name: "TemplatePorts", package: "Template"),
                .product(name: "Template", package: "Template"),
                .product(name: "TemplateJSON", package: "Template"),
                .product(name: "TemplateTesting", package: "Template"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "TemplateDevMain",
            dependencies: ["TemplateDevApp"],
            linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
        ),
    ]
)
