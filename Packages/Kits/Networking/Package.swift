// swift-tools-version: 6.0
import PackageDescription

// HTTP for the adapters that go online (the TMDB kit, RemoteClient): a small client protocol
// and its implementation on libcurl, loaded with dlopen on the first request, so that no command pays at launch for a
// network stack it does not use (see CurlHTTPClient). Building needs curl's header
// (libcurl4-openssl-dev); running needs libcurl only to go online. FlyingFox is used by the
// tests only, as a real server on 127.0.0.1.
//
// CCurlTransfer  the C side: libcurl's functions, looked up with dlopen on first use
// Networking     the HTTPClient protocol, its errors, and CurlHTTPClient on libcurl
let package = Package(
    name: "Networking",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Networking", targets: ["Networking"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        .package(path: "../TestRequirements"),
    ],
    targets: [
        // libcurl through dlopen: its header only, no link.
        .target(name: "CCurlTransfer"),
        .target(name: "Networking", dependencies: ["CCurlTransfer"]),
        .testTarget(name: "NetworkingTests", dependencies: [
            "Networking",
            .product(name: "FlyingFox", package: "FlyingFox"),
            .product(name: "TestRequirements", package: "TestRequirements"),
        ]),
    ]
)
