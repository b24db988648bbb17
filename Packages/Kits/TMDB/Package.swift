// swift-tools-version: 6.0
import PackageDescription

// TMDB's API v3 for the adapters that read it (MoviesTMDB, SeriesTMDB): where it is and the
// token (TMDBConfiguration), and a client that sends GET requests over the Networking kit,
// retries 429 and 5xx a bounded number of times and says what went wrong as a TMDBError with
// a remedy, which each feature's adapter turns into its own error. TMDBFixtureServer is a TMDB
// look-alike on 127.0.0.1 (FlyingFox) with fixture films and series and fault injection, for
// tests and dev apps only.
//
// TMDB               TMDBConfiguration, the client and TMDBError with its remedy
// TMDBFixtureServer  the loopback TMDB look-alike, for tests and dev apps only
let package = Package(
    name: "TMDB",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TMDB", targets: ["TMDB"]),
        .library(name: "TMDBFixtureServer", targets: ["TMDBFixtureServer"]),
    ],
    dependencies: [
        .package(path: "../Networking"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        .target(name: "TMDB", dependencies: [
            .product(name: "Networking", package: "Networking"),
        ]),
        .target(name: "TMDBFixtureServer", dependencies: [
            .product(name: "FlyingFox", package: "FlyingFox"),
        ]),
        .testTarget(name: "TMDBTests", dependencies: [
            "TMDB",
            "TMDBFixtureServer",
            .product(name: "Networking", package: "Networking"),
        ]),
    ]
)
