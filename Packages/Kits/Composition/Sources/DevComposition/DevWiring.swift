import ArgumentParser
import CommandInjection

/// The option that chooses where a dev app keeps its data, declared once and accepted anywhere
/// on the command line: in memory unless `--database` names a SQLite file.
public struct DevWiring: WiringOptions {
    @Option(help: ArgumentHelp("Keep the data in this SQLite file instead of in memory.", valueName: "path"))
    public var database: String?

    public init() {}
}
