import ArgumentParser

/// The options that choose an executable's adapters (which catalog, which database, real or
/// fixture services), declared once as ArgumentParser declarations.
///
/// An executable declares one such type. Its root command holds it as an `@OptionGroup`, and
/// the subcommands it affects are wrapped with ``wiring(_:)``, so the options are:
/// - accepted anywhere on the command line, before or after the subcommand (ArgumentParser
///   parses a root command's options out of the whole command line);
/// - shown in the `--help` of the root and of every wrapped subcommand;
/// - parsed before anything is built, so the composition root is made from them.
public protocol WiringOptions: ParsableArguments, Sendable {}

extension WiringOptions {
    /// `commands`, each wrapped so that its help shows these options and its parsed value
    /// carries them: `MainWiring.wiring(MoviesCommands.all(.none))`.
    public static func wiring(_ commands: [any ParsableCommand.Type]) -> [any ParsableCommand.Type] {
        commands.map { wrapped($0) }
    }

    private static func wrapped<Command: ParsableCommand>(_ command: Command.Type) -> any ParsableCommand.Type {
        Wired<Self, Command>.self
    }
}
