// swift-tools-version: 6.0
import PackageDescription

// The HTTP API's contract, shared by the server and its clients: the OpenAPI document
// (openapi.yaml) and the JSON documents of /v1 as Codable types, with the conversions to and
// from the features' models. Foundation, the features' Interface modules and the JSONWriting
// kit only, so the CLI can speak the API without linking the server's stack, and the server
// links no terminal code.
//
// APIContract  the /v1 documents and their JSON coding, the shared OpenAPI document
//              (Sources/APIContract/openapi.yaml), and ServedDocument, which adds each
//              feature's part (OpenAPIPart) to it for the server to serve at /openapi.yaml
let package = Package(
    name: "APIContract",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "APIContract", targets: ["APIContract"]),
    ],
    dependencies: [
        .package(path: "../../Features/Movies"),
        .package(path: "../../Features/Auth"),
        .package(path: "../../Features/Watchlist"),
        .package(path: "../../Features/Scrobbling"),
        .package(path: "../../Kits/JSONWriting"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(name: "APIContract", dependencies: [
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "ScrobblingInterface", package: "Scrobbling"),
            .product(name: "JSONWriting", package: "JSONWriting"),
        ], resources: [.embedInCode("openapi.yaml")]),
        .testTarget(name: "APIContractTests", dependencies: [
            "APIContract",
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
    ]
)
