// swift-tools-version: 6.0
import PackageDescription

// The posters `watchlist-server` keeps, for the web page only: the server fetches each image
// once in the background from TVmaze (series, no key) or TMDB (films and series, with its
// token), keeps it on disk under a name made of its SHA-256 (so its bytes never change under
// that name) within a size limit that evicts the least recently shown, and serves it itself,
// so that browsers never contact a third party. The CLI never links it (a root test checks).
//
// Artwork          ArtworkStore (WebUI's Posters and StoredImages on a directory), its sources
//                  (TVmazeArtwork, TMDBArtwork) and their checked downloads
// ArtworkFixtures  a source of drawn posters, for the web dev apps and the store's tests
let package = Package(
    name: "Artwork",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Artwork", targets: ["Artwork"]),
        .library(name: "ArtworkFixtures", targets: ["ArtworkFixtures"]),
    ],
    dependencies: [
        .package(path: "../WebUI"),
        .package(path: "../Networking"),
        .package(path: "../TMDB"),
        .package(path: "../TVmaze"),
        .package(path: "../ArtworkDrawing"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(name: "Artwork", dependencies: [
            .product(name: "WebUI", package: "WebUI"),
            .product(name: "Networking", package: "Networking"),
            .product(name: "TMDB", package: "TMDB"),
            .product(name: "TVmaze", package: "TVmaze"),
            .product(name: "Crypto", package: "swift-crypto"),
        ]),
        .target(name: "ArtworkFixtures", dependencies: [
            "Artwork",
            .product(name: "ArtworkDrawing", package: "ArtworkDrawing"),
            .product(name: "WebUI", package: "WebUI"),
        ]),
        .testTarget(name: "ArtworkTests", dependencies: [
            "Artwork",
            "ArtworkFixtures",
            .product(name: "ArtworkDrawing", package: "ArtworkDrawing"),
            .product(name: "WebUI", package: "WebUI"),
            .product(name: "Networking", package: "Networking"),
            .product(name: "TMDB", package: "TMDB"),
            .product(name: "FlyingFox", package: "FlyingFox"),
            .product(name: "PropertyBased", package: "swift-property-based"),
        ], resources: [.copy("Images")]),
    ]
)
