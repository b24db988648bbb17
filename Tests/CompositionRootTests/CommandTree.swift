import ArgumentParser
import CommandInjection
import Injection

/// Every command reachable from a root command, the root included.
enum CommandTree {
    /// Every command type under `root`, as ArgumentParser sees it (wrappers included).
    static func all(from root: any ParsableCommand.Type) -> [any ParsableCommand.Type] {
        [root] + root.configuration.subcommands.flatMap { all(from: $0) }
    }

    /// The name a command is typed as.
    static func name(of command: any ParsableCommand.Type) -> String {
        command.configuration.commandName ?? String(describing: command)
    }

    /// Every `@Injected` dependency of every command under `root` that `container` cannot
    /// resolve, each naming the command, the type and the composition root.
    static func unresolvedDependencies(from root: any ParsableCommand.Type, in container: Container, rootName: String) -> [String] {
        all(from: root).flatMap { command in
            let runs = CommandInvocation.commandType(of: command)
            return container.unresolvableDependencies(of: runs.init()).map { "\($0) (command `\(name(of: command))`, \(rootName)'s composition root)" }
        }
    }
}
