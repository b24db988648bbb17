// swift-tools-version: 6.0
import PackageDescription

// JSON written straight into bytes, for lists too long for JSONEncoder's boxed value tree:
// `JSONListWriter` (a list of objects of scalars) and `UTCTimestamp` (ISO-8601 instants and
// days without a calendar). The CLI's `--json` listings and the HTTP API's answers both use
// it, so it is a kit of its own: the API's contract links it without the terminal kit.
//
// JSONWriting  the writer and the timestamps; Foundation only
let package = Package(
    name: "JSONWriting",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "JSONWriting", targets: ["JSONWriting"]),
    ],
    dependencies: [
        // The tests hold the writer to what TerminalUI's JSONEncoder-based output writes.
        .package(path: "../TerminalUI"),
    ],
    targets: [
        .target(name: "JSONWriting"),
        .testTarget(name: "JSONWritingTests", dependencies: [
            "JSONWriting",
            .product(name: "TerminalUI", package: "TerminalUI"),
        ]),
    ]
)
