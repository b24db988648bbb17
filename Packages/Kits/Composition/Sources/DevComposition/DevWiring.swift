import ArgumentParser
import CommandInjection

/// A dev app's wiring options: where it keeps its data, and any options of its own.
public protocol DevWiringOptions: WiringOptions {
    /// The SQLite file to keep the data in, or `nil` for memory.
    var database: String? { get }
}

/// The option that chooses where a dev app keeps its data, declared once and accepted anywhere
/// on the command line: in memory unless `--database` names a SQLite file. A dev app with
/// options of its own holds it as an `@OptionGroup`.
public struct DevWiring: DevWiringOptions {
    @Option(help: ArgumentHelp("Keep the data in this SQLite file instead of in memory.", valueName: "path"))
    public var database: String?

    public init() {}
}
