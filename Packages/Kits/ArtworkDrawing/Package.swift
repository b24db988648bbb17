// swift-tools-version: 6.0
import PackageDescription

// Posters drawn as PNG files, with no dependency: the images of the look-alikes of TMDB and
// TVmaze and of the web dev apps' fixtures. A kit of its own so that the TVmaze kit's
// look-alike and the Artwork kit, which asks TVmaze, both use it.
//
// ArtworkDrawing  FixturePNG: a poster of a colour drawn from an id, any size
let package = Package(
    name: "ArtworkDrawing",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ArtworkDrawing", targets: ["ArtworkDrawing"]),
    ],
    targets: [
        .target(name: "ArtworkDrawing"),
        .testTarget(name: "ArtworkDrawingTests", dependencies: ["ArtworkDrawing"]),
    ]
)
