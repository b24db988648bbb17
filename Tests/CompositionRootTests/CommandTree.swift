import ArgumentParser

/// Every command reachable from a root command, the root included.
enum CommandTree {
    static func all(from root: any ParsableCommand.Type) -> [any ParsableCommand.Type] {
        [root] + root.configuration.subcommands.flatMap { all(from: $0) }
    }
}
