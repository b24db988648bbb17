// swift-tools-version: 6.0
import PackageDescription

// Building a catalog from IMDb's non-commercial datasets, for the features that keep titles
// from them: each feature plugs its part in (its tables, and what it keeps of the rows), and
// the build reads each file once.
//
// IMDbDatasets      what an Interface or Ports module may name: the datasets, a build's
//                   progress and errors, the files a catalog was built from; Foundation only
// IMDbCatalogBuild  the build: gzipped TSV read as a stream (the system zlib), the parts'
//                   protocol, one pass over the files, a new catalog renamed over the old
//                   one only when complete, and SQLite statements bound straight (GRDB)
// SystemZlib        the system zlib (Debian: zlib1g-dev)
let package = Package(
    name: "IMDb",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "IMDbDatasets", targets: ["IMDbDatasets"]),
        .library(name: "IMDbCatalogBuild", targets: ["IMDbCatalogBuild"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(name: "IMDbDatasets"),
        .target(name: "IMDbCatalogBuild", dependencies: [
            "IMDbDatasets",
            "SystemZlib",
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "GRDBSQLite", package: "GRDB.swift"),
        ]),
        .systemLibrary(name: "SystemZlib", providers: [.apt(["zlib1g-dev"])]),
        .testTarget(name: "IMDbTests", dependencies: [
            "IMDbDatasets",
            "IMDbCatalogBuild",
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
    ]
)
