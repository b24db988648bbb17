import ArgumentParser

/// A feature's command with an executable's ``WiringOptions`` beside its own arguments.
///
/// It takes the command's name, help and arguments as they are, and adds the wiring options
/// to them, so `watchlist search --help` lists `--catalog`. The root command parses the same
/// options type first, from anywhere on the command line, and ArgumentParser hands that value
/// to this group, so both places agree. A command's subcommands are wired too, so `watchlist
/// series follow` carries the wiring as `watchlist add` does. Build it with
/// ``WiringOptions/wiring(_:)``.
public struct Wired<Wiring: WiringOptions, Command: ParsableCommand>: AsyncParsableCommand {
    /// The wrapped command's own configuration (its name, abstract, discussion and examples),
    /// with its subcommands wired.
    public static var configuration: CommandConfiguration {
        var configuration = Command.configuration
        configuration.ungroupedSubcommands = Wiring.wiring(configuration.ungroupedSubcommands)
        configuration.groupedSubcommands = configuration.groupedSubcommands.map { group in
            CommandGroup(name: group.name, subcommands: Wiring.wiring(group.subcommands))
        }
        configuration.defaultSubcommand = configuration.defaultSubcommand.flatMap { Wiring.wiring([$0]).first }
        return configuration
    }

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
