// swift-tools-version: 6.0
import PackageDescription

// The Auth feature: password-protected profiles, sign-up, log-in and the session.
//
// AuthInterface  Profile, AuthService and the screen factory other features may use
// Auth           the service logic, commands and the log-in screen
// AuthLive       PBKDF2 hashing (swift-crypto) and SQLite storage
// AuthTesting    a fixed signed-in profile and in-memory stores
let package = Package(
    name: "Auth",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "AuthInterface", targets: ["AuthInterface"]),
        .library(name: "Auth", targets: ["Auth"]),
        .library(name: "AuthLive", targets: ["AuthLive"]),
        .library(name: "AuthTesting", targets: ["AuthTesting"]),
    ],
    dependencies: [
        .package(path: "../Composition"),
        .package(path: "../TerminalUI"),
        .package(path: "../Storage"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(name: "AuthInterface", dependencies: [
            .product(name: "TerminalUI", package: "TerminalUI"),
        ]),
        .target(name: "Auth", dependencies: [
            "AuthInterface",
            .product(name: "Composition", package: "Composition"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "AuthLive", dependencies: [
            "AuthInterface",
            .product(name: "Storage", package: "Storage"),
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "_CryptoExtras", package: "swift-crypto"),
        ]),
        .target(name: "AuthTesting", dependencies: ["AuthInterface"]),
        .testTarget(name: "AuthTests", dependencies: [
            "Auth",
            "AuthLive",
            "AuthTesting",
            .product(name: "Composition", package: "Composition"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
    ]
)
