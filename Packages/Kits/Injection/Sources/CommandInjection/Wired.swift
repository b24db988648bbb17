import ArgumentParser

/// A feature's command with an executable's ``WiringOptions`` beside its own arguments.
///
/// It takes the command's name, help and arguments as they are, and adds the wiring options
/// to them, so `watchlist search --help` lists `--catalog`. The root command parses the same
/// options type first, from anywhere on the command line, and ArgumentParser hands that value
/// to this group, so both places agree. Build it with ``WiringOptions/wiring(_:)``.
public struct Wired<Wiring: WiringOptions, Command: ParsableCommand>: AsyncParsableCommand {
    /// The wrapped command's own configuration: its name, abstract, discussion and examples.
    public static var configuration: CommandConfiguration { Command.configuration }

    /// The executable's wiring, as parsed.
    @OptionGroup(title: "Wiring options") public var wiring: Wiring
    /// The feature's command, parsed.
    @OptionGroup public var command: Command

    /// Declares the wrapper; ArgumentParser fills it while parsing.
    public init() {}

    /// Runs the wrapped command. Executables normally go through ``InjectedCommandRunner``,
    /// which prepares its dependencies first.
    public mutating func run() async throws {
        try await CommandInvocation(command: command).run()
    }
}

/// A parsed command that carries the executable's wiring: a ``Wired`` subcommand, or a root
/// command that declares its wiring as an `@OptionGroup`.
public protocol CarriesWiring {
    /// The wiring options type.
    associatedtype Wiring: WiringOptions
    /// The parsed wiring.
    var wiring: Wiring { get }
}

extension Wired: CarriesWiring {}

/// A ``Wired`` command, seen without its generic parameters.
protocol WrappedCommand {
    /// The type of the feature's command inside.
    static var wrappedCommandType: any ParsableCommand.Type { get }
    /// The parsed feature's command inside.
    var wrappedCommand: any ParsableCommand { get }
}

extension Wired: WrappedCommand {
    static var wrappedCommandType: any ParsableCommand.Type { Command.self }
    var wrappedCommand: any ParsableCommand { command }
}
