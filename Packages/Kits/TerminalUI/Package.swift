// swift-tools-version: 6.0
import PackageDescription

// Terminal input and output for every feature.
//
// TerminalUIInterface  the protocols and values features' Interface modules name: Screen,
//                      ScreenExit, Terminal and TextStyle; nothing that runs
// TerminalUITesting    ScriptedTerminal, a terminal that tests script and read; tests only
// TerminalUI           the rest: the real terminal, menus, prompts, tables,
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
        .library(name: "TerminalUITesting", targets: ["TerminalUITesting"]),
    ],
    targets: [
        .target(name: "TerminalUIInterface"),
        .target(name: "TerminalUI", dependencies: ["TerminalUIInterface"]),
        .target(name: "TerminalUITesting", dependencies: ["TerminalUI", "TerminalUIInterface"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TerminalUIInterface", "TerminalUITesting"]),
    ]
)
