/// A wiring option that needs real adapters which this build of a dev app left out: a dev
/// app links them only with its package trait, so that its everyday build stays small.
public struct AdaptersNotBuilt: Error, Equatable, CustomStringConvertible {
    /// The executable that was asked: `watchlist-web-dev`.
    public let executable: String
    /// The option as it was given: `--database`.
    public let option: String
    /// The trait that links the real adapters: `WatchlistWebDevAdapters`.
    public let trait: String

    /// The error for `option`, which `executable` serves only when built with `trait`.
    public init(executable: String, option: String, trait: String) {
        self.executable = executable
        self.option = option
        self.trait = trait
    }

    public var description: String {
        "this \(executable) was built without its real adapters, so \(option) is unavailable; "
            + "build it with them by adding --traits \(trait) to the swift build or swift run command that built it"
    }
}
