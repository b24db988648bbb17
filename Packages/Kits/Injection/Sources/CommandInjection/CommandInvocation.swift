import ArgumentParser
import Injection

/// What a parsed command line asks for: the command to run, and the wiring it was given.
public struct CommandInvocation {
    /// The command that runs: a feature's own command, unwrapped from ``Wired``.
    public let command: any ParsableCommand

    /// The command inside `parsed`, unwrapped from ``Wired`` if it was wrapped.
    public init(parsed: any ParsableCommand) {
        command = (parsed as? any WrappedCommand)?.wrappedCommand ?? parsed
    }

    /// The type of the command that runs for `type`: the feature's own command when `type`
    /// is a ``Wired`` wrapper, else `type` itself. Tests use it to check each command's needs.
    public static func commandType(of type: any ParsableCommand.Type) -> any ParsableCommand.Type {
        (type as? any WrappedCommand.Type)?.wrappedCommandType ?? type
    }

    init(command: any ParsableCommand) {
        self.command = command
    }

    /// The wiring `parsed` carries, or the defaults when the command is one the wiring does
    /// not affect (its options were still accepted, and are ignored).
    public static func wiring<Wiring: WiringOptions>(_ type: Wiring.Type, of parsed: any ParsableCommand) throws -> Wiring {
        if let carrier = parsed as? any CarriesWiring, let wiring = carrier.wiring as? Wiring {
            return wiring
        }
        return try Wiring.parse([])
    }

    /// Whether the command declares any `@Injected` dependency; help and version do not.
    public var needsContainer: Bool {
        !Container.declaredDependencies(of: command).isEmpty
    }

    /// Resolves every `@Injected` dependency of the command from the container in effect.
    public func prepare() throws(ResolutionError) {
        try InjectionContext.prepare(command)
    }

    /// Runs the command.
    public func run() async throws {
        if var asyncCommand = command as? any AsyncParsableCommand {
            try await asyncCommand.run()
        } else {
            var command = command
            try command.run()
        }
    }
}
