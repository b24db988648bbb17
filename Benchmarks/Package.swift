// swift-tools-version: 6.0
import PackageDescription

// The container benchmark, in its own package so that nothing in the app depends on
// Swinject. Run it with:
//   swift run -c release --package-path Benchmarks container-benchmark
let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "container-benchmark", targets: ["ContainerBenchmark"]),
    ],
    dependencies: [
        .package(path: "../Packages/Composition"),
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
    ],
    targets: [
        .executableTarget(name: "ContainerBenchmark", dependencies: [
            .product(name: "Composition", package: "Composition"),
            .product(name: "Swinject", package: "Swinject"),
        ]),
    ]
)
