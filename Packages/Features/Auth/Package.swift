// swift-tools-version: 6.0
import PackageDescription

// The Auth feature: password-protected profiles, sign-up, log-in and the session. A feature
// package declares no heavy remote package: its adapters (SQLite, PostgreSQL, swift-crypto,
// the web pages) are in Packages/Adapters/AuthAdapters, which only composition roots link.
//
// AuthInterface  Profile, AuthService and the screen factory other features may use
// AuthPorts      the ports for stored password hashes, the hasher and the session store;
//                private to the feature: only its own modules, its adapters and the
//                composition roots may depend on it (ModuleRules in the root's tests)
// Auth           the service logic, commands, the log-in throttle and the log-in screen
// AuthTesting    a fixed signed-in profile, in-memory stores and an instant test hasher
//
// Why AuthPorts is a module of its own: AuthInterface is what other features import, and
// they have no business seeing password hashes or how they are made.
let package = Package(
    name: "Auth",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "AuthInterface", targets: ["AuthInterface"]),
        .library(name: "AuthPorts", targets: ["AuthPorts"]),
        .library(name: "Auth", targets: ["Auth"]),
        .library(name: "AuthTesting", targets: ["AuthTesting"]),
    ],
    dependencies: [
        .package(path: "../../Kits/Injection"),
        .package(path: "../../Kits/TerminalUI"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "AuthInterface", dependencies: [
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
        ]),
        .target(name: "AuthPorts", dependencies: ["AuthInterface"]),
        .target(name: "Auth", dependencies: [
            "AuthInterface",
            "AuthPorts",
            .product(name: "Injection", package: "Injection"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "AuthTesting", dependencies: ["AuthInterface", "AuthPorts"]),
        .testTarget(name: "AuthTests", dependencies: [
            "Auth",
            "AuthInterface",
            "AuthTesting",
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUITesting", package: "TerminalUI"),
        ]),
    ]
)
