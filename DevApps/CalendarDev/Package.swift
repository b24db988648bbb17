// swift-tools-version: 6.1
import PackageDescription

// calendar-dev: the Calendar feature alone, as a package of its own so that its edit loop plans
// only this small graph.
//
// CalendarDevApp   the composition root, wiring options and commands
// CalendarDevMain  the executable: the entry point and nothing else
//
// CalendarDevAppTests tests the root: in memory with the TVmaze look-alike, and --database with
// and without the trait.
//
// The real adapter (SQLite, which brings GRDB) is linked only with the CalendarDevAdapters
// trait, so the everyday build stays small. The executable links with lld, which ships with
// the toolchain on Linux: it halves the link of every rebuild.

/// A product of one of the local packages.
func local(_ product: String, in package: String) -> Target.Dependency {
    .product(name: product, package: package)
}

/// A product linked only in a build with the real adapters.
func adapter(_ product: String, in package: String) -> Target.Dependency {
    .product(name: product, package: package, condition: .when(traits: ["CalendarDevAdapters"]))
}

let package = Package(
    name: "CalendarDev",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "calendar-dev", targets: ["CalendarDevMain"]),
        .library(name: "CalendarDevApp", targets: ["CalendarDevApp"]),
    ],
    traits: [
        .trait(name: "CalendarDevAdapters", description: "Links CalendarSQLite so --database works: swift build --traits CalendarDevAdapters"),
    ],
    dependencies: [
        .package(path: "../../Packages/Kits/Injection"),
        .package(path: "../../Packages/Kits/TerminalUI"),
        .package(path: "../../Packages/Kits/Storage"),
        .package(path: "../../Packages/Features/Series"),
        .package(path: "../../Packages/Features/Watchlist"),
        .package(path: "../../Packages/Kits/Networking"),
        .package(path: "../../Packages/Kits/TVmaze"),
        .package(path: "../../Packages/Features/Calendar"),
        .package(path: "../../Packages/Adapters/CalendarAdapters"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(
            name: "CalendarDevApp",
            dependencies: [
                local("Injection", in: "Injection"), local("CommandInjection", in: "Injection"), local("TerminalUI", in: "TerminalUI"),
                local("TerminalUIInterface", in: "TerminalUI"), local("CalendarInterface", in: "Calendar"), local("Calendar", in: "Calendar"),
                local("CalendarCLI", in: "Calendar"),
                local("CalendarPorts", in: "Calendar"), local("CalendarTesting", in: "Calendar"),
                local("SeriesInterface", in: "Series"), local("CalendarTVmaze", in: "CalendarAdapters"), local("CalendarNotify", in: "CalendarAdapters"),
                local("CalendarTVmazeFixtures", in: "CalendarAdapters"), local("TVmaze", in: "TVmaze"), local("TVmazeFixtureServer", in: "TVmaze"),
                local("Networking", in: "Networking"), local("WatchlistInterface", in: "Watchlist"),
                adapter("CalendarSQLite", in: "CalendarAdapters"), adapter("Storage", in: "Storage"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "CalendarDevMain",
            dependencies: ["CalendarDevApp"],
            linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
        ),
        .testTarget(name: "CalendarDevAppTests", dependencies: ["CalendarDevApp", local("CommandInjection", in: "Injection")]),
    ]
)
