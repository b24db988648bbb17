import ArgumentParser
import Composition

/// Every command reachable from a root command, the root included.
enum CommandTree {
    static func all(from root: any ParsableCommand.Type) -> [any ParsableCommand.Type] {
        [root] + root.configuration.subcommands.flatMap { all(from: $0) }
    }

    /// Every `@Injected` dependency of every command under `root` that `container` cannot
    /// resolve, each naming the command, the type and the composition root.
    static func unresolvedDependencies(from root: any ParsableCommand.Type, in container: Container, rootName: String) -> [String] {
        all(from: root).flatMap { command in
            container.unresolvableDependencies(of: command.init()).map { "\($0) (command `\(command._commandName)`, \(rootName)'s composition root)" }
        }
    }
}
