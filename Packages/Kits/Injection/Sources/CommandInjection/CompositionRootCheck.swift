import ArgumentParser
import Foundation
import Injection

/// What an executable answers when `COMPOSITION_ROOT_CHECK=1` is set: instead of running a
/// command, it builds its container from its default wiring, resolves every registration and
/// every `@Injected` need of every command it has, prints what it found, and exits (0 when
/// complete). The root tests run every executable this way, found from the package graph, so
/// a new executable is checked without a test listing it.
public enum CompositionRootCheck {
    /// The environment variable that asks for the check.
    public static let variable = "COMPOSITION_ROOT_CHECK"

    /// Whether this process was asked for the check.
    public static var isRequested: Bool {
        ProcessInfo.processInfo.environment[variable] == "1"
    }

    /// The line a complete root prints.
    public static func completeLine(commands: Int, registrations: Int) -> String {
        "composition root complete: \(commands) commands, \(registrations) registrations"
    }

    /// Every problem of `container` as the root of `root`'s commands: registrations that do
    /// not resolve (missing, in a cycle, or failing), and `@Injected` needs of a command that
    /// nothing registers, each naming the command.
    public static func problems(root: any ParsableCommand.Type, container: Container) -> [String] {
        let graph = container.verify().map(\.description)
        let needs = commands(under: root).flatMap { command in
            let runs = CommandInvocation.commandType(of: command)
            return container.unresolvableDependencies(of: runs.init()).map { "\($0) (command `\(name(of: command))`)" }
        }
        return graph + needs
    }

    /// Every command type under `root`, as ArgumentParser sees it (wrappers included).
    public static func commands(under root: any ParsableCommand.Type) -> [any ParsableCommand.Type] {
        [root] + root.configuration.subcommands.flatMap { commands(under: $0) }
    }

    /// The name a command is typed as.
    public static func name(of command: any ParsableCommand.Type) -> String {
        command.configuration.commandName ?? String(describing: command)
    }

    /// Runs the check for an executable wired by ``InjectedCommandRunner`` and exits.
    static func run<Wiring: WiringOptions>(
        _ root: any ParsableCommand.Type, wiring: Wiring.Type, makeContainer: @Sendable (Wiring) async throws -> Container
    ) async -> Never {
        do {
            let container = try await makeContainer(try Wiring.parse([]))
            let problems = problems(root: root, container: container)
            guard problems.isEmpty else {
                FileHandle.standardError.write(Data((problems.joined(separator: "\n") + "\n").utf8))
                exit(1)
            }
            print(completeLine(commands: commands(under: root).count, registrations: container.registrationCount))
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("the composition root cannot be built: \(error)\n".utf8))
            exit(1)
        }
    }
}
