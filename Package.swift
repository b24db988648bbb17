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

/// The dev app package `DevApps/<name>`. `adapters`, its trait that links real adapters, is on
/// when the root's trait of the same name is: `swift build --product auth-dev --traits AuthDevAdapters`.
func devApp(_ name: String, adapters: String? = nil) -> Package.Dependency {
    guard let adapters else { return .package(path: "DevApps/\(name)") }
    return .package(path: "DevApps/\(name)", traits: [.defaults, .trait(name: adapters, condition: .when(traits: [adapters]))])
}

/// The features that plug themselves into every root, one line each: a feature is
/// Packages/Features/<name>, Packages/Adapters/<name>Adapters (with its `<name>App` and
/// `<name>Server` modules, the one value each executable lists) and DevApps/<name>Dev, and its
/// line here. Everything below that names it is derived from this line, and
/// `scripts/feature-list` writes the executables' lists from it (docs/architecture.md,
/// "Adding a feature"); `scripts/new-feature` and `scripts/remove-feature` add and remove it.
let features: [String] = [
    "Series",
    "Calendar",
    // new-feature: features
]

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

let featurePackages: [Package.Dependency] = features.flatMap { name in
    [.package(path: "Packages/Features/\(name)"), .package(path: "Packages/Adapters/\(name)Adapters"), devApp("\(name)Dev", adapters: "\(name)DevAdapters")]
} + webDevFeatures.map { name in devApp("\(name)WebDev", adapters: "\(name)WebDevAdapters") }
let featureTraits: [Trait] = features.map { name in
    .trait(name: "\(name)DevAdapters", description: "\(kebab(name))-dev links its SQLite adapters")
} + webDevFeatures.map { name in
    .trait(name: "\(name)WebDevAdapters", description: "\(kebab(name))-web-dev links its SQLite adapters")
}

/// How the executables' releases are linked: with lld, relative relocations packed (DT_RELR)
/// and no symbols exported (docs/performance.md, "A thin `watchlist`").
let releaseLinking: [LinkerSetting] = [.unsafeFlags(
    ["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", "-Xlinker", "--no-export-dynamic"],
    .when(configuration: .release)
)]

let package = Package(
    name: "WatchlistWorkspace",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "watchlist", targets: ["CLIApp"]),
        .executable(name: "watchlist-server", targets: ["ServerApp"]),
    ],
    // Each dev app's trait for its real adapters, passed on to its package, so that
    // `swift build --product auth-dev --traits AuthDevAdapters` works here as in DevApps/AuthDev.
    traits: Set([
        .trait(name: "MoviesDevAdapters", description: "movies-dev links its real adapters: the SQLite catalogs and store, TMDB"),
        .trait(name: "AuthDevAdapters", description: "auth-dev links AuthSQLite and AuthCrypto (PBKDF2 from swift-crypto)"),
        .trait(name: "WatchlistDevAdapters", description: "watchlist-dev links the SQLite store"),
        .trait(name: "WatchlistWebDevAdapters", description: "watchlist-web-dev links the SQLite store"),
    ] + featureTraits + [
        // Their earlier names, still accepted.
        .trait(name: "MoviesDevLive", description: "The earlier name of MoviesDevAdapters.", enabledTraits: ["MoviesDevAdapters"]),
        .trait(name: "AuthDevLive", description: "The earlier name of AuthDevAdapters.", enabledTraits: ["AuthDevAdapters"]),
        .trait(name: "WatchlistDevLive", description: "The earlier name of WatchlistDevAdapters.", enabledTraits: ["WatchlistDevAdapters"]),
        .trait(name: "WatchlistWebDevLive", description: "The earlier name of WatchlistWebDevAdapters.", enabledTraits: ["WatchlistWebDevAdapters"]),
    ]),
    dependencies: featurePackages + [
        .package(path: "Packages/Kits/Injection"),
        .package(path: "Packages/Kits/Composition"),
        .package(path: "Packages/Kits/TerminalUI"),
        .package(path: "Packages/Kits/Networking"),
        .package(path: "Packages/Kits/TMDB"),
        .package(path: "Packages/Kits/IMDb"),
        .package(path: "Packages/Kits/Storage"),
        .package(path: "Packages/Kits/TestRequirements"),
        .package(path: "Packages/Kits/WebUI"),
        .package(path: "Packages/Features/Movies"),
        .package(path: "Packages/Features/Auth"),
        .package(path: "Packages/Features/Watchlist"),
        .package(path: "Packages/Features/Scrobbling"),
        .package(path: "Packages/Adapters/MoviesAdapters"),
        .package(path: "Packages/Adapters/AuthAdapters"),
        .package(path: "Packages/Adapters/WatchlistAdapters"),
        .package(path: "Packages/Adapters/ScrobblingAdapters"),
        .package(path: "Packages/Kits/ReadCache"),
        .package(path: "Packages/Kits/WebServer"),
        .package(path: "Packages/Kits/Artwork"),
        .package(path: "Packages/API/APIRouting"),
        .package(path: "Packages/API/RemoteClient"),
        .package(path: "Packages/API/APIContract"),
        devApp("MoviesDev", adapters: "MoviesDevAdapters"),
        devApp("AuthDev", adapters: "AuthDevAdapters"),
        devApp("WatchlistDev", adapters: "WatchlistDevAdapters"),
        devApp("WatchlistWebDev", adapters: "WatchlistWebDevAdapters"),
        devApp("ScrobblingDev"),
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
                local("AuthInterface", in: "Auth"),
                local("MoviesApp", in: "MoviesAdapters"), local("AuthApp", in: "AuthAdapters"), local("WatchlistApp", in: "WatchlistAdapters"),
                local("ScrobblingApp", in: "ScrobblingAdapters"),
                local("RemoteClient", in: "RemoteClient"),
                local("TMDB", in: "TMDB"),
                local("AppComposition", in: "Composition"),
                argumentParser,
                "CLIICUData", "CLIAllocator",
            ] + features.map { local("\($0)App", in: "\($0)Adapters") },
            path: "MainApp/CLI",
            // DT_RELR saves 2.5 MB of `watchlist`, exporting no symbols 2 MB.
            linkerSettings: releaseLinking
        ),
        // ICU's data as the CLI uses it, 3.8 MB in place of the toolchain's 34 MB under the same
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
                local("AuthInterface", in: "Auth"),
                local("MoviesServer", in: "MoviesAdapters"), local("AuthServer", in: "AuthAdapters"), local("WatchlistServer", in: "WatchlistAdapters"),
                local("ScrobblingServer", in: "ScrobblingAdapters"),
                local("WebUI", in: "WebUI"), local("Artwork", in: "Artwork"), local("Networking", in: "Networking"),
                local("ServerComposition", in: "APIRouting"), local("APIContract", in: "APIContract"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                argumentParser,
            ] + features.map { local("\($0)Server", in: "\($0)Adapters") },
            path: "MainApp/Server",
            linkerSettings: releaseLinking
        ),
        .testTarget(
            name: "CompositionRootTests",
            dependencies: [
                "CLIApp", "ServerApp", local("MoviesDevApp", in: "MoviesDev"), local("AuthDevApp", in: "AuthDev"),
                local("WatchlistDevApp", in: "WatchlistDev"), local("WatchlistWebDevApp", in: "WatchlistWebDev"),
                local("ScrobblingDevApp", in: "ScrobblingDev"),
                argumentParser, .product(name: "Logging", package: "swift-log"), .product(name: "HummingbirdTesting", package: "hummingbird"),
            ] + features.map { local("\($0)DevApp", in: "\($0)Dev") } + webDevFeatures.map { local("\($0)WebDevApp", in: "\($0)WebDev") } + kits + [
                local("TerminalUITesting", in: "TerminalUI"),
                local("PostgresStorage", in: "Storage"),
                local("Artwork", in: "Artwork"),
                local("MoviesInterface", in: "Movies"),
                local("AuthInterface", in: "Auth"),
                local("WatchlistInterface", in: "Watchlist"),
                local("Scrobbling", in: "Scrobbling"),
                local("ScrobblingInterface", in: "Scrobbling"),
            ],
            path: "Tests/CompositionRootTests"
        ),
        // What the root tests share: running the binaries and tools without blocking a thread.
        .target(name: "TestSupport", path: "Tests/Support"),
        .testTarget(
            name: "ServerTests",
            dependencies: [
                "ServerApp", "TestSupport", local("Storage", in: "Storage"), local("StorageTesting", in: "Storage"),
                local("TestRequirements", in: "TestRequirements"),
                local("APIRouting", in: "APIRouting"), local("WebServer", in: "WebServer"), local("ReadCache", in: "ReadCache"),
                local("Auth", in: "Auth"), local("AuthInterface", in: "Auth"), local("AuthWeb", in: "AuthAdapters"),
                local("MoviesInterface", in: "Movies"), local("MoviesTesting", in: "Movies"), local("MoviesWeb", in: "MoviesAdapters"),
                local("Watchlist", in: "Watchlist"), local("WatchlistHistory", in: "Watchlist"), local("WatchlistInterface", in: "Watchlist"),
                local("WatchlistTesting", in: "Watchlist"),
                local("WatchlistWeb", in: "WatchlistAdapters"),
                local("Scrobbling", in: "Scrobbling"), local("ScrobblingInterface", in: "Scrobbling"), local("ScrobblingTesting", in: "Scrobbling"),
                local("ScrobblingWeb", in: "ScrobblingAdapters"), local("MediaServerStandIns", in: "ScrobblingAdapters"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
            ] + features.flatMap { [local($0, in: $0), local("\($0)Testing", in: $0)] }
                // The notifications' and the calendar's end-to-end tests serve air dates from the
                // calendar's TVmaze look-alike (without the feature, scripts/remove-feature
                // Calendar, they are left out) and release dates from TMDB's, a kit's, which
                // stays declared: the import check reads the tests' imports, compiled or not.
                + [local("TMDBFixtureServer", in: "TMDB"), local("Artwork", in: "Artwork"), local("ArtworkDrawing", in: "Artwork")]
                + (features.contains("Calendar") ? [local("CalendarPorts", in: "Calendar"), local("TVmazeFixtureServer", in: "CalendarAdapters")] : []),
            path: "Tests/ServerTests"
        ),
        // The architecture tests also run every executable with COMPOSITION_ROOT_CHECK=1, found
        // from the package graph; depending on each dev app's executable product builds it.
        .testTarget(
            name: "ArchitectureTests",
            dependencies: [
                "TestSupport", local("TestRequirements", in: "TestRequirements"), .product(name: "Yams", package: "Yams"),
                .product(name: "movies-dev", package: "MoviesDev"), .product(name: "auth-dev", package: "AuthDev"),
                .product(name: "watchlist-dev", package: "WatchlistDev"), .product(name: "watchlist-web-dev", package: "WatchlistWebDev"),
                .product(name: "scrobbling-dev", package: "ScrobblingDev"),
            ] + features.map { .product(name: "\(kebab($0))-dev", package: "\($0)Dev") }
                + webDevFeatures.map { .product(name: "\(kebab($0))-web-dev", package: "\($0)WebDev") },
            path: "Tests/ArchitectureTests"
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "CLIApp", "TestSupport", local("TMDBFixtureServer", in: "TMDB"), local("MoviesTesting", in: "Movies"), local("StorageTesting", in: "Storage"),
                local("TestRequirements", in: "TestRequirements"),
                // The hooks' backfill reads the media servers' stand-ins.
                local("MediaServerStandIns", in: "ScrobblingAdapters"),
            ],
            path: "Tests/EndToEndTests",
            resources: [.copy("Fixtures")]
        ),
    ]
)
