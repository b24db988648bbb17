// swift-tools-version: 6.0
import PackageDescription

// Benchmarks, in their own package so that nothing in the app depends on what they need
// (Swinject, swift-dependencies). Run them with:
//   swift run -c release --package-path Benchmarks container-benchmark
//   scripts/catalog-benchmark        (builds and runs catalog-search-benchmark)
//   scripts/cli-benchmark            (builds argument-parser-hello and hummingbird-hello, the floors
//                                     it times watchlist and watchlist-server against)
let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "container-benchmark", targets: ["ContainerBenchmark"]),
        .executable(name: "catalog-search-benchmark", targets: ["CatalogSearchBenchmark"]),
        .executable(name: "argument-parser-hello", targets: ["ArgumentParserHello"]),
        .executable(name: "hummingbird-hello", targets: ["HummingbirdHello"]),
    ],
    dependencies: [
        .package(path: "../Packages/Kits/Injection"),
        .package(path: "../Packages/Features/Movies"),
        .package(path: "../Packages/Adapters/MoviesAdapters"),
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
        .package(url: "https://github.com/pointfreeco/swift-dependencies", exact: "1.17.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        .executableTarget(name: "ContainerBenchmark", dependencies: [
            .product(name: "Injection", package: "Injection"),
            .product(name: "Swinject", package: "Swinject"),
            .product(name: "Dependencies", package: "swift-dependencies"),
        ]),
        .executableTarget(name: "CatalogSearchBenchmark", dependencies: [
            .product(name: "MoviesInterface", package: "Movies"),
            .product(name: "MoviesSQLite", package: "MoviesAdapters"),
        ]),
        .executableTarget(name: "ArgumentParserHello", dependencies: [
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "HummingbirdHello", dependencies: [
            .product(name: "Hummingbird", package: "hummingbird"),
        ]),
    ]
)
