import ArgumentParser
import CommandInjection

/// A dev app's wiring options: where it keeps its data, how long a request may take, and any
/// options of its own.
public protocol DevWiringOptions: WiringOptions {
    /// The SQLite file to keep the data in, or `nil` for memory.
    var database: String? { get }
    /// How long one network request may take (`--timeout`).
    var requestTimeout: Duration { get }
}

/// The options every dev app has, declared once and accepted anywhere on the command line:
/// where it keeps its data (in memory unless `--database` names a SQLite file), and
/// `--timeout`, as `watchlist` has it. A dev app with options of its own holds them as an
/// `@OptionGroup`.
public struct DevWiring: DevWiringOptions {
    @Option(help: ArgumentHelp("Keep the data in this SQLite file instead of in memory.", valueName: "path"))
    public var database: String?

    @OptionGroup public var timeout: TimeoutOption

    public var requestTimeout: Duration { timeout.duration }

    public init() {}
}
