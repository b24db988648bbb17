// swift-tools-version: 6.0
import PackageDescription

// The CLI's side of `watchlist-server` that every feature shares: the file that keeps the
// session, and the client each feature's own remote services speak through, on APIContract's
// JSON coding and the Networking kit's libcurl client, so the CLI links neither Hummingbird nor
// SwiftNIO.
//
// RemoteClient  RemoteSessionFile, and APIClient, through which each feature's `<Feature>App`
//               module speaks to the server (Auth's HTTPRemoteAccounts, Watchlist's
//               RemoteWatchlistService, Scrobbling's RemoteHooks, Calendar's RemoteCalendarService)
let package = Package(
    name: "RemoteClient",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "RemoteClient", targets: ["RemoteClient"]),
    ],
    dependencies: [
        .package(path: "../../Kits/Networking"),
        .package(path: "../APIContract"),
        .package(path: "../../Features/Auth"),
    ],
    targets: [
        .target(name: "RemoteClient", dependencies: [
            .product(name: "Networking", package: "Networking"),
            .product(name: "APIContract", package: "APIContract"),
            .product(name: "AuthInterface", package: "Auth"),
        ]),
        .testTarget(name: "RemoteClientTests", dependencies: [
            "RemoteClient",
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "Networking", package: "Networking"),
        ]),
    ]
)
