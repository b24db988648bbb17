// swift-tools-version: 6.0
import PackageDescription

// The root package: the executables (each with its own composition root) and the
// root tests. Features and kits are local packages under Packages/, depended on by path.
let package = Package(
    name: "Watchlist",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "watchlist", targets: ["WatchlistApp"]),
        .executable(name: "movies-dev", targets: ["MoviesDevApp"]),
    ],
    dependencies: [
        .package(path: "Packages/Composition"),
        .package(path: "Packages/TerminalUI"),
        .package(path: "Packages/Storage"),
        .package(path: "Packages/Movies"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .executableTarget(
            name: "WatchlistApp",
            dependencies: [
                .product(name: "Composition", package: "Composition"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "MoviesInterface", package: "Movies"),
                .product(name: "Movies", package: "Movies"),
                .product(name: "MoviesLive", package: "Movies"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "MainApp"
        ),
        .executableTarget(
            name: "MoviesDevApp",
            dependencies: [
                .product(name: "Composition", package: "Composition"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "MoviesInterface", package: "Movies"),
                .product(name: "Movies", package: "Movies"),
                .product(name: "MoviesLive", package: "Movies"),
                .product(name: "MoviesTesting", package: "Movies"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "DevApps/MoviesDevApp"
        ),
        .testTarget(
            name: "CompositionRootTests",
            dependencies: [
                "WatchlistApp",
                "MoviesDevApp",
                .product(name: "Composition", package: "Composition"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "MoviesInterface", package: "Movies"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tests/CompositionRootTests"
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["WatchlistApp"],
            path: "Tests/EndToEndTests"
        ),
    ]
)
