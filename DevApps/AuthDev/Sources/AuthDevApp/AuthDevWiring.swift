import ArgumentParser
import CommandInjection

/// The option that chooses real or fixture adapters for `auth-dev`, declared once and
/// accepted anywhere on the command line.
struct AuthDevWiring: WiringOptions {
    @Option(help: ArgumentHelp(
        "Keep profiles and the session in this SQLite file, with real PBKDF2 hashing, instead of in memory.",
        discussion: "Needs a build with the real adapters: swift build --product auth-dev --traits AuthDevAdapters",
        valueName: "path"
    ))
    var database: String?

    init() {}
}
