// swift-tools-version: 6.0
import PackageDescription

// The API's HTTP layer, on Hummingbird 2 and the web-server kit. It knows no feature but Auth's
// Interface (tokens). Only watchlist-server links it.
//
// APIRouting         the documents of APIContract as JSON bodies, errors as `{"error": message}`,
//                    the bearer-token check, 405 answers, a request log that never shows a token
//                    or a hook's secret, and ServerRouter, which puts every feature's routes and
//                    pages on one router
// ServerComposition  ServerFeature, ServerHost and SignedInProfile: the one value a feature's
//                    `<Feature>Server` module gives the server (with what it offers the others
//                    and contributes to their extension points, its options and commands), what
//                    the root shares with it, the site's entrances a feature offers (SignInPages,
//                    HomePage), and ServerAssembly, which joins them into one router
//
// APIRoutingTests runs the router on a feature of its own; the root's ServerTests run every
// feature's routes on it.
let package = Package(
    name: "APIRouting",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "APIRouting", targets: ["APIRouting"]),
        .library(name: "ServerComposition", targets: ["ServerComposition"]),
    ],
    dependencies: [
        .package(path: "../../Features/Auth"),
        .package(path: "../../Kits/WebServer"),
        .package(path: "../../Kits/ReadCache"),
        .package(path: "../../Kits/WebUI"),
        .package(path: "../../Kits/Injection"),
        .package(path: "../../Kits/Networking"),
        .package(path: "../APIContract"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "APIRouting", dependencies: [
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "APIContract", package: "APIContract"),
            .product(name: "WebServer", package: "WebServer"),
            .product(name: "ReadCache", package: "ReadCache"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "NIOCore", package: "swift-nio"),
        ]),
        .target(name: "ServerComposition", dependencies: [
            "APIRouting",
            .product(name: "Injection", package: "Injection"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "WebServer", package: "WebServer"),
            .product(name: "WebUI", package: "WebUI"),
            .product(name: "ReadCache", package: "ReadCache"),
            .product(name: "Networking", package: "Networking"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "APIContract", package: "APIContract"),
        ]),
        .testTarget(name: "APIRoutingTests", dependencies: [
            "APIRouting", "ServerComposition",
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "WebServer", package: "WebServer"),
            .product(name: "ReadCache", package: "ReadCache"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdTesting", package: "hummingbird"),
        ]),
    ]
)
