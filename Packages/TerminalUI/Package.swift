// swift-tools-version: 6.0
import PackageDescription

// Terminal input and output for every feature.
//
// TerminalUIInterface  the protocols and values features' Interface modules name: Screen,
//                      ScreenExit, Terminal and TextStyle; nothing that runs
// TerminalUI           the rest: the real and scripted terminals, menus, prompts, tables,
//                      JSON output through JSONEncoder, and presenting screens (the long
//                      listings' byte writer is the JSONWriting kit)
//
// Why two modules: an Interface module declares factories that return `any Screen`, and must
// not bring a whole UI kit to every feature that imports it.
let package = Package(
    name: "TerminalUI",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TerminalUIInterface", targets: ["TerminalUIInterface"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
    ],
    targets: [
        .target(name: "TerminalUIInterface"),
        .target(name: "TerminalUI", dependencies: ["TerminalUIInterface"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TerminalUIInterface"]),
    ]
)
