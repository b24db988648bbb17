// swift-tools-version: 6.0
import PackageDescription

// The web-server kit: what every feature's pages and routes need from HTTP, on Hummingbird 2,
// knowing no feature but Auth's Interface (who a session signs in). Only watchlist-server and
// the web dev apps link it; the CLI and the terminal dev apps never do (a root test checks).
//
// WebServer  the request context; the web page's server: each feature's WebUI routes with
//            session cookies, forgery checks, forms and uploads (a multipart reader of its
//            own), the layout, live changes (server-sent events), the security headers and
//            error pages; how features' errors become HTTP statuses (HTTPErrorMapping); what
//            the web dev apps share (DevSite: other features' addresses, their accounts, the run)
let package = Package(
    name: "WebServer",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "WebServer", targets: ["WebServer"]),
    ],
    dependencies: [
        .package(path: "../../Features/Auth"),
        .package(path: "../WebUI"),
        .package(path: "../ReadCache"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(name: "WebServer", dependencies: [
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "WebUI", package: "WebUI"),
            .product(name: "ReadCache", package: "ReadCache"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        ]),
        .testTarget(name: "WebServerTests", dependencies: [
            "WebServer",
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "ReadCache", package: "ReadCache"),
            .product(name: "WebUI", package: "WebUI"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
    ]
)
