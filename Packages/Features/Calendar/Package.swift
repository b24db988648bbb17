// swift-tools-version: 6.0
import PackageDescription

// The Calendar feature: a list of short texts, the starting point to grow the feature from. Its
// adapters (SQLite, PostgreSQL, its web page) are in Packages/Adapters/CalendarAdapters, so this
// package declares no heavy dependency.
//
// CalendarInterface  the item, the service and screen-factory protocols, the errors: what other
//                  features may import
// CalendarPorts      what its adapters implement (the repository protocol); private to the feature
// Calendar           the service logic
// CalendarCLI        its commands and its screen, apart from the logic: a change to one command
//                  rebuilds neither the service nor the web page that uses it
// CalendarTesting    an in-memory repository and the repository's contract, for tests, the
//                  adapters' contract suite and the dev app
let package = Package(
    name: "Calendar",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "CalendarInterface", targets: ["CalendarInterface"]),
        .library(name: "CalendarPorts", targets: ["CalendarPorts"]),
        .library(name: "Calendar", targets: ["Calendar"]),
        .library(name: "CalendarCLI", targets: ["CalendarCLI"]),
        .library(name: "CalendarTesting", targets: ["CalendarTesting"]),
    ],
    dependencies: [
        .package(path: "../../Kits/Injection"),
        .package(path: "../../Kits/TerminalUI"),
        .package(path: "../../Features/Auth"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "CalendarInterface", dependencies: [
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
        ]),
        .target(name: "CalendarPorts", dependencies: ["CalendarInterface"]),
        .target(name: "Calendar", dependencies: [
            "CalendarInterface",
            "CalendarPorts",
            .product(name: "AuthInterface", package: "Auth"),
        ]),
        .target(name: "CalendarCLI", dependencies: [
            "CalendarInterface",
            .product(name: "Injection", package: "Injection"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "CalendarTesting", dependencies: ["CalendarInterface", "CalendarPorts"]),
        .testTarget(name: "CalendarTests", dependencies: [
            "Calendar",
            "CalendarCLI",
            "CalendarInterface",
            "CalendarTesting",
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "AuthTesting", package: "Auth"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "TerminalUITesting", package: "TerminalUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
    ]
)
