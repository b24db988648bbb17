// swift-tools-version: 6.0
import PackageDescription

// HTTP for features' Live modules: a small client protocol and its URLSession
// implementation (FoundationNetworking, on libcurl, on Linux). FlyingFox is used by the
// tests only, as a real server on 127.0.0.1.
let package = Package(
    name: "Networking",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Networking", targets: ["Networking"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        .target(name: "Networking"),
        .testTarget(name: "NetworkingTests", dependencies: [
            "Networking",
            .product(name: "FlyingFox", package: "FlyingFox"),
        ]),
    ]
)
