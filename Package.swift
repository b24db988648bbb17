// swift-tools-version: 6.1
import Foundation
import PackageDescription

// The root package: the executables (each with its own composition root) and the
// root tests. Features and kits are local packages under Packages/, depended on by path.
// Each dev app is a package of its own under DevApps/, for a short edit loop; the root
// depends on it, so `swift build --product movies-dev` works here too, and tests its root.

/// A product of one of the local packages.
func local(_ product: String, in package: String) -> Target.Dependency {
    .product(name: product, package: package)
}

let argumentParser = Target.Dependency.product(name: "ArgumentParser", package: "swift-argument-parser")
/// The kits every executable may use, and the HTTP kit for those that go online.
let offlineKits = [
    local("Injection", in: "Injection"), local("CommandInjection", in: "Injection"), local("TerminalUI", in: "TerminalUI"),
    local("TerminalUIInterface", in: "TerminalUI"), local("Storage", in: "Storage"),
]
let kits = offlineKits + [local("Networking", in: "Networking")]

/// The features of every root, one line each, those that own extension points first, in the
/// order of their schemas (profiles before the lists that name them): a feature is
/// Packages/Features/<name>, Packages/Adapters/<name>Adapters (with its `<name>App` and
/// `<name>Server` modules, the one value each executable lists, and its `<name>SQLite` and
/// `<name>Postgres` modules, whose storage values the server lists) and DevApps/<name>Dev, and its
/// line here. Everything below that names it is derived from this line, and
/// `scripts/feature-list` writes the executables' lists from it (docs/architecture.md,
/// "Adding a feature"); `scripts/new-feature` and `scripts/remove-feature` add and remove it.
let features: [String] = [
    "Movies",
    "Auth",
    "Watchlist",
    "Scrobbling",
    "Series",
    "Calendar",
    "Playback",
    "Lists",
    // new-feature: features
]

/// Whether the dev app package `DevApps/<name>` declares `trait`, read from its manifest, as
/// the web dev apps are found on disk: a dev app with no real adapters declares none.
func declares(_ trait: String, devApp name: String) -> Bool {
    let manifest = try? String(contentsOfFile: Context.packageDirectory + "/DevApps/\(name)/Package.swift", encoding: .utf8)
    return manifest?.contains("name: \"\(trait)\"") == true
}

/// The dev app package `DevApps/<name>`. Its trait that links real adapters, `<name>Adapters`,
/// when it has one, is on when the root's trait of the same name is:
/// `swift build --product watchlist-web-dev --traits WatchlistWebDevAdapters`.
func devApp(_ name: String) -> Package.Dependency {
    let adapters = "\(name)Adapters"
    guard declares(adapters, devApp: name) else { return .package(path: "DevApps/\(name)") }
    return .package(path: "DevApps/\(name)", traits: [.defaults, .trait(name: adapters, condition: .when(traits: [adapters]))])
}

/// `TvSeries` as a command or an executable is called: `tv-series`.
func kebab(_ name: String) -> String {
    name.enumerated().map { index, character in
        character.isUppercase ? (index == 0 ? "" : "-") + character.lowercased() : String(character)
    }.joined()
}

/// The listed features that have a web dev app too, DevApps/<name>WebDev, for their pages
/// alone (`<kebab>-web-dev`, its trait `<name>WebDevAdapters`): found on disk, so that
/// `scripts/remove-feature`, which deletes it with the feature, leaves no line to take out.
let webDevFeatures = features.filter { name in
    FileManager.default.fileExists(atPath: Context.packageDirectory + "/DevApps/\(name)WebDev/Package.swift")
}

/// The products of a feature's packages that the root's tests use beside its Interface and
/// Testing modules (its look-alike of a service, a module its end-to-end tests read), listed
/// with the feature in `Packages/Adapters/<name>Adapters/root-test-products`, one
/// `Package Product` a line: removing the feature removes them.
func rootTestProducts(of feature: String) -> [Target.Dependency] {
    let path = Context.packageDirectory + "/Packages/Adapters/\(feature)Adapters/root-test-products"
    let lines = (try? String(contentsOfFile: path, encoding: .utf8))?.split(separator: "\n") ?? []
    return lines.compactMap { line in
        let words = line.split(separator: " ")
        guard words.count == 2, !line.hasPrefix("#") else { return nil }
        return local(String(words[1]), in: String(words[0]))
    }
}

/// What `ServerTestSupport` and the tests that use it depend on: the server's root and its
/// HTTP stack for tests, and Auth's password hasher, which its server registers cheaper.
let serverTestSupport: [Target.Dependency] = [
    "ServerApp", local("Artwork", in: "Artwork"), local("Injection", in: "Injection"), local("Networking", in: "Networking"),
    local("ReadCache", in: "ReadCache"), local("AuthPorts", in: "Auth"), local("AuthCrypto", in: "AuthAdapters"),
    .product(name: "Hummingbird", package: "hummingbird"), .product(name: "HummingbirdTesting", package: "hummingbird"),
    .product(name: "Logging", package: "swift-log"), local("StorageTesting", in: "Storage"),
]

/// A feature's own end-to-end tests, those that run the real `watchlist` and `watchlist-server`:
/// they live with the feature, in `Packages/Adapters/<name>Adapters/EndToEndTests` (which its own
/// package does not build), and the root, which builds the binaries, runs them as
/// `<name>EndToEndTests`, with what the root's tests share and each feature's test products.
let featureEndToEndTests: [Target] = features.filter { name in
    FileManager.default.fileExists(atPath: Context.packageDirectory + "/Packages/Adapters/\(name)Adapters/EndToEndTests")
}.map { name in
    .testTarget(
        name: "\(name)EndToEndTests",
        dependencies: [
            "CLIApp", "TestSupport", "ServerTestSupport", local("TestRequirements", in: "TestRequirements"),
            local("TMDBFixtureServer", in: "TMDB"), local("TVmazeFixtureServer", in: "TVmaze"),
        ] + serverTestSupport + features.flatMap { [local("\($0)Interface", in: $0), local("\($0)Testing", in: $0)] } + features.flatMap(rootTestProducts),
        path: "Packages/Adapters/\(name)Adapters/EndToEndTests"
    )
}

/// Every dev app, each feature's and the web ones: `DevApps/<name>`.
let devApps = features.map { "\($0)Dev" } + webDevFeatures.map { "\($0)WebDev" }

let featurePackages: [Package.Dependency] = features.flatMap { name in
    [.package(path: "Packages/Features/\(name)"), .package(path: "Packages/Adapters/\(name)Adapters")]
} + devApps.map(devApp)
/// Each dev app's trait for its real adapters, passed on to its package, so that
/// `swift build --product watchlist-web-dev --traits WatchlistWebDevAdapters` works here as in DevApps/WatchlistWebDev.
let featureTraits: [Trait] = devApps.filter { declares("\($0)Adapters", devApp: $0) }.map { name in
    .trait(name: "\(name)Adapters", description: "\(kebab(name)) links its real adapters")
}

/// How the executables' releases are linked: with lld, relative relocations packed (DT_RELR),
/// no symbols exported (docs/performance.md, "A thin `watchlist`"), and identical functions
/// folded into one (`--icf=all`, as Apple's linker does by default; "Under 40 MB again").
let releaseLinking: [LinkerSetting] = [.unsafeFlags(
    ["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", "-Xlinker", "--no-export-dynamic", "-Xlinker", "--icf=all"],
    .when(configuration: .release)
)]

let package = Package(
    name: "WatchlistWorkspace",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "watchlist", targets: ["CLIApp"]),
        .executable(name: "watchlist-server", targets: ["ServerApp"]),
    ],
    traits: Set(featureTraits),
    dependencies: featurePackages + [
        .package(path: "Packages/Kits/Injection"),
        .package(path: "Packages/Kits/Composition"),
        .package(path: "Packages/Kits/TerminalUI"),
        .package(path: "Packages/Kits/Networking"),
        .package(path: "Packages/Kits/TMDB"),
        .package(path: "Packages/Kits/TVmaze"),
        .package(path: "Packages/Kits/ArtworkDrawing"),
        .package(path: "Packages/Kits/IMDb"),
        .package(path: "Packages/Kits/Storage"),
        .package(path: "Packages/Kits/TestRequirements"),
        .package(path: "Packages/Kits/WebUI"),
        .package(path: "Packages/Kits/ReadCache"),
        .package(path: "Packages/Kits/WebServer"),
        .package(path: "Packages/Kits/Artwork"),
        .package(path: "Packages/API/APIRouting"),
        .package(path: "Packages/API/RemoteClient"),
        .package(path: "Packages/API/APIContract"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        // The server's stack: only watchlist-server (and its tests) link these.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // Its tests render the Jellyfin template with the engine the web pages use.
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    ],
    targets: [
        // The `watchlist` CLI: every feature's one value for it (`<F>App`), the kits, and the HTTP client of the server's API.
        .executableTarget(
            name: "CLIApp",
            dependencies: kits + [
                local("TMDB", in: "TMDB"),
                local("AppComposition", in: "Composition"),
                argumentParser,
                "CLIICUData", "CLIAllocator",
            ] + features.map { local("\($0)App", in: "\($0)Adapters") },
            path: "MainApp/CLI",
            // DT_RELR saves 2.5 MB of `watchlist`, exporting no symbols 2 MB.
            linkerSettings: releaseLinking
        ),
        // ICU's data as the CLI uses it, 3.2 MB in place of the toolchain's 34 MB under the same
        // symbol; written by scripts/icu-data, which says what it keeps and why.
        .target(name: "CLIICUData", path: "MainApp/CLIICUData", exclude: ["icudt76l.dat"], publicHeadersPath: "."),
        // glibc's allocator kept from unmapping freed blocks, for a process that runs one
        // command: `show` of a 10,000-episode series made 13% fewer page faults (3,327 to 2,879).
        .target(name: "CLIAllocator", path: "MainApp/CLIAllocator", publicHeadersPath: "."),
        // `watchlist-server`: the same features behind the HTTP API kit and as a web page (each
        // feature's Web module, on the WebUI kit), on their SQLite or PostgreSQL (Postgres)
        // adapters, with its own composition root. The only executable that links Hummingbird,
        // SwiftNIO, postgres-nio and the web's stack.
        .executableTarget(
            name: "ServerApp",
            dependencies: [
                local("Injection", in: "Injection"), local("CommandInjection", in: "Injection"),
                local("Storage", in: "Storage"), local("PostgresStorage", in: "Storage"), local("APIRouting", in: "APIRouting"),
                local("WebServer", in: "WebServer"), local("ReadCache", in: "ReadCache"), local("ReadCacheSQLite", in: "ReadCache"),
                local("ReadCachePostgres", in: "ReadCache"),
                local("WebUI", in: "WebUI"), local("Artwork", in: "Artwork"), local("Networking", in: "Networking"),
                local("ServerComposition", in: "APIRouting"), local("APIContract", in: "APIContract"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                argumentParser,
            ] + features.flatMap { name in ["Server", "SQLite", "Postgres"].map { local(name + $0, in: "\(name)Adapters") } },
            path: "MainApp/Server",
            linkerSettings: releaseLinking
        ),
        .testTarget(
            name: "CompositionRootTests",
            dependencies: [
                "CLIApp", "ServerApp",
                argumentParser, .product(name: "Logging", package: "swift-log"), .product(name: "HummingbirdTesting", package: "hummingbird"),
            // The command-line dev apps, whose advice and wiring these tests compare with the
            // executables'; the web dev apps' roots are tested in their own packages.
            ] + features.map { local("\($0)DevApp", in: "\($0)Dev") } + kits + [
                local("TerminalUITesting", in: "TerminalUI"),
                local("PostgresStorage", in: "Storage"),
                local("Artwork", in: "Artwork"),
                local("ServerComposition", in: "APIRouting"), local("TMDB", in: "TMDB"),
                local("AppComposition", in: "Composition"), local("DevComposition", in: "Composition"),
            ] + features.flatMap { [local($0, in: $0), local("\($0)Interface", in: $0)] },
            path: "Tests/CompositionRootTests"
        ),
        // What the root tests share: running the binaries and tools without blocking a thread,
        // and the repository's fixtures.
        .target(name: "TestSupport", dependencies: [local("StorageTesting", in: "Storage")], path: "Tests/Support"),
        // `watchlist-server`'s root served in-process on 127.0.0.1 (HummingbirdTesting's live
        // mode) and a browser over it, for the root's tests and the features' end-to-end tests.
        // It imports the executable target `ServerApp` for testing, so every test target that
        // uses it depends on `ServerApp` too, which is what links the executable's code into it.
        .target(name: "ServerTestSupport", dependencies: serverTestSupport, path: "Tests/ServerSupport"),
        .testTarget(
            name: "ServerTests",
            dependencies: [
                "TestSupport", "ServerTestSupport", local("Storage", in: "Storage"),
                local("TestRequirements", in: "TestRequirements"),
                local("APIRouting", in: "APIRouting"), local("ServerComposition", in: "APIRouting"), local("WebServer", in: "WebServer"),
                local("TMDBFixtureServer", in: "TMDB"), local("TVmazeFixtureServer", in: "TVmaze"),
                local("ArtworkDrawing", in: "ArtworkDrawing"),
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
            ] + serverTestSupport
                + features.flatMap { [local($0, in: $0), local("\($0)Interface", in: $0), local("\($0)Testing", in: $0), local("\($0)Web", in: "\($0)Adapters")] }
                + features.flatMap(rootTestProducts),
            path: "Tests/ServerTests"
        ),
        // The architecture tests also run every executable with COMPOSITION_ROOT_CHECK=1, found
        // from the package graph; depending on each dev app's executable product builds it.
        .testTarget(
            name: "ArchitectureTests",
            dependencies: [
                "TestSupport", local("TestRequirements", in: "TestRequirements"), .product(name: "Yams", package: "Yams"),
            ] + devApps.map { .product(name: kebab($0), package: $0) },
            path: "Tests/ArchitectureTests"
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "CLIApp", "TestSupport", local("TMDBFixtureServer", in: "TMDB"), local("StorageTesting", in: "Storage"),
                local("TestRequirements", in: "TestRequirements"),
            ] + features.map { local("\($0)Testing", in: $0) } + features.flatMap(rootTestProducts),
            path: "Tests/EndToEndTests",
            resources: [.copy("Fixtures")]
        ),
    ] + featureEndToEndTests
)
