// swift-tools-version: 6.0
import PackageDescription

// HTTP for features' Live modules: a small client protocol and its implementation on
// SwiftNIO through AsyncHTTPClient, compiled in, so that no command pays at launch for a
// network stack it does not use (see NIOHTTPClient). FlyingFox is used by the tests only,
// as a real server on 127.0.0.1.
let package = Package(
    name: "Networking",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Networking", targets: ["Networking"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        .target(name: "Networking", dependencies: [
            .product(name: "AsyncHTTPClient", package: "async-http-client"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
        ]),
        .testTarget(name: "NetworkingTests", dependencies: [
            "Networking",
            .product(name: "FlyingFox", package: "FlyingFox"),
        ]),
    ]
)
