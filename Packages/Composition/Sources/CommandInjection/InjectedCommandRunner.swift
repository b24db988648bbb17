import ArgumentParser
import Composition
import Foundation

/// Runs an executable's commands: install and verify the container, parse, resolve every
/// `@Injected` dependency of the parsed command (``InjectionContext/prepare(_:)``), then run.
/// A dependency that cannot be built (a missing token, a damaged database) ends the run
/// with its own message and exit code 1, never a crash.
public enum InjectedCommandRunner {
    /// Installs `container`, checks it, parses `arguments` against `root`, prepares and
    /// runs the command, and exits.
    ///
    /// The start-up check fails on missing registrations and cycles, which are programming
    /// errors (exit code 70, EX_SOFTWARE). A factory that throws at start-up is left to the
    /// command that needs it, which reports the error in its own context: such failures come
    /// from the environment (no token set), not from the graph.
    public static func main(_ root: any ParsableCommand.Type, container: Container, arguments: [String]) async -> Never {
        InjectionContext.install(container)
        let broken = container.verify().filter { problem in
            if case .factoryFailed = problem.reason { return false }
            return true
        }
        guard broken.isEmpty else {
            FileHandle.standardError.write(Data("Error: \(VerificationFailed(problems: broken))\n".utf8))
            root.exit(withError: ExitCode(70))
        }
        do {
            var command = try root.parseAsRoot(arguments)
            try InjectionContext.prepare(command)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            root.exit()
        } catch let error as ResolutionError {
            root.exit(withError: error.underlyingError ?? error)
        } catch {
            root.exit(withError: error)
        }
    }
}
