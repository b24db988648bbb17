// swift-tools-version: 6.0
import PackageDescription

// The web page's kit, as TerminalUI is the terminal's: what every feature's pages share.
//
// WebUI  the requests and answers a feature's pages handle (WebRoute, WebRequest, WebAnswer),
//        templates (swift-mustache, escaping by default), the layout, form fields, SVG
//        charts, and the static files (CSS, the small script, the web app manifest)
//
// It knows no web server and no feature: the web-server kit (WebServer) serves the routes,
// and each feature's `<Feature>Web` module writes its pages with it. The CLI and the terminal
// dev apps never link it (a root test checks).
let package = Package(
    name: "WebUI",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "WebUI", targets: ["WebUI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    ],
    targets: [
        .target(name: "WebUI", dependencies: [.product(name: "Mustache", package: "swift-mustache")]),
        .testTarget(name: "WebUITests", dependencies: ["WebUI"]),
    ]
)
