import ArgumentParser
import Injection

/// Runs `root`'s command for `arguments` as an executable would: parsed, given the
/// container's dependencies, then run.
func runCommand(_ root: any ParsableCommand.Type, _ arguments: [String], in container: Container) async throws {
    try await InjectionContext.withContainer(container) {
        var command = try root.parseAsRoot(arguments)
        try InjectionContext.prepare(command)
        if var asynchronous = command as? any AsyncParsableCommand {
            try await asynchronous.run()
        } else {
            try command.run()
        }
    }
}
