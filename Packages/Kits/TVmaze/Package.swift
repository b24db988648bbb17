// swift-tools-version: 6.0
import PackageDescription

// TVmaze's API, which needs no key, for every feature and kit that asks it (the calendar's air
// dates and shows' ids, the server's posters and stills), as the TMDB kit is TMDB's: one
// client, one reader of TVMAZE_BASE_URL, one look-alike.
//
// TVmaze               its address (TVMAZE_BASE_URL, through the Networking kit's BaseAddress),
//                      the client (lookups by IMDb and TheTVDB's ids, episodes, updates; 429
//                      and 5xx retried by the Networking kit), its documents and its errors
// TVmazeFixtureServer  a TVmaze look-alike on 127.0.0.1 (FlyingFox) serving the shows it is
//                      given in TVmaze's documented shapes, with drawn images; tests and dev apps
let package = Package(
    name: "TVmaze",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TVmaze", targets: ["TVmaze"]),
        .library(name: "TVmazeFixtureServer", targets: ["TVmazeFixtureServer"]),
    ],
    dependencies: [
        .package(path: "../Networking"),
        .package(path: "../ArtworkDrawing"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        .target(name: "TVmaze", dependencies: [.product(name: "Networking", package: "Networking")]),
        .target(name: "TVmazeFixtureServer", dependencies: [
            .product(name: "FlyingFox", package: "FlyingFox"),
            .product(name: "ArtworkDrawing", package: "ArtworkDrawing"),
        ]),
        .testTarget(name: "TVmazeTests", dependencies: [
            "TVmaze",
            "TVmazeFixtureServer",
            .product(name: "Networking", package: "Networking"),
        ]),
    ]
)
