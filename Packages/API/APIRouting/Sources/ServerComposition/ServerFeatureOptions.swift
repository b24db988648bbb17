import ArgumentParser

/// A feature's own options of `watchlist-server`: `watchlist-server --help` shows them under
/// the feature's name, and each is read from its flag or, without one, from its environment
/// variable (``ServerSetting``), so a setting never passes through the root's files.
///
/// Every property is optional or has a default: the options parse from nothing.
public protocol ServerFeatureOptions: ParsableArguments, Sendable {}

/// The options of a feature that adds none.
public struct NoServerOptions: ServerFeatureOptions {
    /// None.
    public init() {}
}

/// Every feature's options as the command line gave them, found by their type: what the root
/// hands the features in ``ServerHost/options``.
public struct ServerFeatureSettings: Sendable {
    private let parsed: [ObjectIdentifier: any ServerFeatureOptions]

    /// The options of each feature, as parsed.
    public init(_ parsed: [any ServerFeatureOptions] = []) {
        self.parsed = Dictionary(parsed.map { (ObjectIdentifier(type(of: $0)), $0) }) { first, _ in first }
    }

    /// The options of type `Options` that the command line gave; their defaults when it gave
    /// none (a host built by a test, say).
    /// - Throws: ArgumentParser's error when the defaults do not parse from nothing.
    public func options<Options: ServerFeatureOptions>(_ type: Options.Type) throws -> Options {
        if let options = parsed[ObjectIdentifier(type)] as? Options { return options }
        return try Options.parse([])
    }
}
