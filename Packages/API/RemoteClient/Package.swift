// swift-tools-version: 6.0
import PackageDescription

// The CLI's side of `watchlist-server`: HTTP implementations of the features' protocols, and
// the file that keeps the session. It speaks the API through APIContract's documents and the
// Networking kit's libcurl client, so the CLI links neither Hummingbird nor SwiftNIO.
//
// RemoteClient  RemoteSessionFile, HTTPRemoteAccounts, RemoteWatchlistService, RemoteListSharing,
//               RemoteHooks, and APIClient, through which each feature's `<Feature>App` module
//               speaks to the server
let package = Package(
    name: "RemoteClient",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "RemoteClient", targets: ["RemoteClient"]),
    ],
    dependencies: [
        .package(path: "../../Kits/Networking"),
        .package(path: "../APIContract"),
        .package(path: "../../Features/Movies"),
        .package(path: "../../Features/Auth"),
        .package(path: "../../Features/Watchlist"),
        .package(path: "../../Features/Scrobbling"),
    ],
    targets: [
        .target(name: "RemoteClient", dependencies: [
            .product(name: "Networking", package: "Networking"),
            .product(name: "APIContract", package: "APIContract"),
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "ScrobblingInterface", package: "Scrobbling"),
        ]),
        .testTarget(name: "RemoteClientTests", dependencies: [
            "RemoteClient",
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "WatchlistInterface", package: "Watchlist"),
            .product(name: "Networking", package: "Networking"),
        ]),
    ]
)
