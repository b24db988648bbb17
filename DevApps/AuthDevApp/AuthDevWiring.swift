import ArgumentParser

/// The flag that chooses real or fixture adapters; it comes before the subcommand.
struct DevWiring: ParsableArguments {
    @Option(help: "Keep profiles and the session in this SQLite file, with real PBKDF2 hashing, instead of in memory (needs the AuthDevLive build trait).")
    var database: String?
}
