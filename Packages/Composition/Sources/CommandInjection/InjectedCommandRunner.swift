import ArgumentParser
import Composition

/// Runs an executable's commands: parse, resolve every `@Injected` dependency of the parsed
/// command (``InjectionContext/prepare(_:)``), then run. A dependency that cannot be built
/// (a missing token, a damaged database) ends the run with its own message and exit code 1,
/// never a crash.
public enum InjectedCommandRunner {
    /// Parses `arguments` against `root`, prepares and runs the command, and exits.
    public static func main(_ root: any ParsableCommand.Type, arguments: [String]) async -> Never {
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
