// swift-tools-version: 6.0
import PackageDescription

// What every feature's part of the HTTP API shares, for the server and its clients: the JSON
// coding of /v1 (dates, days, `null` refused), the documents every route may answer (health,
// errors), the shared OpenAPI document (openapi.yaml: `/health`, the components every part names)
// and how the parts join it. Each feature's documents and part live in its `<F>API` module.
// Foundation, Movies' and Watchlist's Interface modules (ids and days) and the JSONWriting kit
// only, so the CLI can speak the API without linking the server's stack.
//
// APIContract  the JSON coding, the shared documents and DocumentValues, the shared OpenAPI
//              document (Sources/APIContract/openapi.yaml), and ServedDocument, which adds each
//              feature's part (OpenAPIPart) to it for the server to serve at /openapi.yaml
let package = Package(
    name: "APIContract",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "APIContract", targets: ["APIContract"]),
    ],
    dependencies: [
        .package(path: "../../Features/Movies"),
        .package(path: "../../Features/Watchlist"),
        .package(path: "../../Kits/JSONWriting"),
    ],
    targets: [
        .target(name: "APIContract", dependencies: [
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "JSONWriting", package: "JSONWriting"),
        ], resources: [.embedInCode("openapi.yaml")]),
        .testTarget(name: "APIContractTests", dependencies: [
            "APIContract",
            .product(name: "WatchlistInterface", package: "Watchlist"),
        ]),
    ]
)
