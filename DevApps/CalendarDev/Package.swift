// swift-tools-version: 6.1
import PackageDescription

// calendar-dev: the Calendar feature alone, as a package of its own so that its edit loop plans
// only this small graph.
//
// CalendarDevApp   what the dev app is: the feature's own value (CalendarApp's
//                  `CalendarAppFeature`, as `watchlist` lists it) and fixtures for the rest, a
//                  `DevApp` that DevComposition builds the command, the root and the advice of
// CalendarDevMain  the executable: the entry point and nothing else
//
// CalendarDevAppTests tests the root: in memory with the TVmaze look-alike, and on a SQLite
// file. The executable links with lld, which ships with the toolchain on Linux: it halves the
// link of every rebuild.

/// A product of one of the local packages.
func local(_ product: String, in package: String) -> Target.Dependency {
    .product(name: product, package: package)
}

let package = Package(
    name: "CalendarDev",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "calendar-dev", targets: ["CalendarDevMain"]),
        .library(name: "CalendarDevApp", targets: ["CalendarDevApp"]),
    ],
    dependencies: [
        .package(path: "../../Packages/Kits/Composition"),
        .package(path: "../../Packages/Kits/Injection"),
        .package(path: "../../Packages/Kits/Networking"),
        .package(path: "../../Packages/Kits/TVmaze"),
        .package(path: "../../Packages/Features/Auth"),
        .package(path: "../../Packages/Features/Series"),
        .package(path: "../../Packages/Features/Calendar"),
        .package(path: "../../Packages/Adapters/CalendarAdapters"),
    ],
    targets: [
        .target(
            name: "CalendarDevApp",
            dependencies: [
                local("AppComposition", in: "Composition"), local("DevComposition", in: "Composition"), local("Injection", in: "Injection"),
                local("Networking", in: "Networking"), local("TVmaze", in: "TVmaze"), local("TVmazeFixtureServer", in: "TVmaze"),
                local("AuthInterface", in: "Auth"), local("AuthTesting", in: "Auth"), local("SeriesInterface", in: "Series"),
                local("CalendarPorts", in: "Calendar"), local("CalendarTesting", in: "Calendar"),
                local("CalendarApp", in: "CalendarAdapters"), local("CalendarSQLite", in: "CalendarAdapters"),
                local("CalendarTVmaze", in: "CalendarAdapters"), local("CalendarTVmazeFixtures", in: "CalendarAdapters"),
            ]
        ),
        .executableTarget(
            name: "CalendarDevMain",
            dependencies: ["CalendarDevApp", local("DevComposition", in: "Composition")],
            linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
        ),
        .testTarget(name: "CalendarDevAppTests", dependencies: [
            "CalendarDevApp", local("DevComposition", in: "Composition"), local("Injection", in: "Injection"),
            local("CalendarInterface", in: "Calendar"), local("CalendarCLI", in: "Calendar"),
        ]),
    ]
)
