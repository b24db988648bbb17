import TerminalUI
import WatchlistInterface

/// An import's summary, for people and for scripts.
enum ImportSummaryOutput {
    static func text(_ summary: ImportSummary, dryRun: Bool) -> String {
        let films = "\(summary.added) added, \(summary.updated) updated, \(summary.unchanged) unchanged"
        var text = (dryRun ? "Would import: " : "Imported: ") + "films \(films); \(summary.viewingsAdded) viewings \(dryRun ? "to record" : "recorded").\n"
        if summary.conflicts > 0 {
            text += "\(summary.conflicts) \(summary.conflicts == 1 ? "film's note differed" : "films' notes differed"); "
                + "the note of the film added later \(dryRun ? "would be" : "was") kept.\n"
        }
        if dryRun { text += "Nothing was changed (--dry-run).\n" }
        return text
    }

    private struct Document: Encodable {
        let added, updated, unchanged, viewingsAdded, conflicts: Int
        let dryRun: Bool
    }

    static func json(_ summary: ImportSummary, dryRun: Bool) throws -> String {
        try JSONOutput.encode(Document(
            added: summary.added, updated: summary.updated, unchanged: summary.unchanged,
            viewingsAdded: summary.viewingsAdded, conflicts: summary.conflicts, dryRun: dryRun
        ))
    }
}
