/// Imports another service's history as `import` does, for another feature's command that
/// reads a history elsewhere (a media server's): matched to the catalog, the films to the
/// list and the episodes to the feature that tracks them, all of it or nothing, its summary
/// printed, and the rows nothing matched written to a CSV to fix and import again.
public protocol HistoryImportRunning: Sendable {
    /// Imports `history` (or, with `dryRun`, says what it would do) and prints the summary,
    /// as text or as `import --json` prints it.
    /// - Parameters:
    ///   - unmatchedBeside: The path whose name the CSV of unmatched rows takes, with
    ///     `-unmatched.csv`: the file read, or a name for a history that is no file.
    ///   - online: Whether to ask an online source (``TitleIDLookup``) for the IMDb ids of the
    ///     shows the history names only by TheTVDB's id.
    func run(_ history: ServiceHistory, unmatchedBeside path: String, dryRun: Bool, json: Bool, online: Bool) async throws
}
