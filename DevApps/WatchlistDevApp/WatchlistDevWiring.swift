import ArgumentParser

/// The flags that choose real or fixture adapters; they come before the subcommand.
struct DevWiring: ParsableArguments {
    enum StoreChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
        case live, mock
    }

    @Option(help: "Keep the list in this SQLite file instead of in memory.")
    var database: String?

    @Option(help: "The list screen's store: live (the real service) or mock (fixed entries, actions only recorded).")
    var store: StoreChoice = .live

    @Flag(help: "Start with no one signed in, to try the log-in path.")
    var signedOut = false
}
