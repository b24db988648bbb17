// swift-tools-version: 6.0
import PackageDescription

// How many events each sender may send: a bucket per key (a webhook, an app's token) that
// holds a burst and refills at a rate. The webhooks and the playback API both limit their
// senders with it, so it is a kit of its own.
//
// RateLimit  the limit; Foundation and Synchronization only
let package = Package(
    name: "RateLimit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "RateLimit", targets: ["RateLimit"]),
    ],
    targets: [
        .target(name: "RateLimit"),
        .testTarget(name: "RateLimitTests", dependencies: ["RateLimit"]),
    ]
)
