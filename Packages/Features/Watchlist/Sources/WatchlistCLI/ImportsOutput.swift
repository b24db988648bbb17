import Foundation
import JSONWriting
import TerminalUI
import WatchlistInterface

/// The imports and what taking one back did, for people and for scripts.
enum ImportsOutput {
    /// An import for `imports --json`: times in UTC, ISO 8601.
    struct Document: Encodable {
        let number: Int
        let importedAt: String
        let service: String
        let files: [String]
        let filmsAdded, filmsUpdated, viewingsAdded, viewingsMerged: Int
        /// What it brought of other kinds, by kind.
        let others: [Other]
        let undoneAt: String?

        struct Other: Encodable {
            let kind: String
            let followed, ratingsAdded, viewingsAdded: Int
        }

        init(_ record: ImportRecord) {
            number = record.number
            importedAt = UTCTimestamp.dateTime(record.importedAt)
            service = record.source.service
            files = record.source.files
            filmsAdded = record.filmsAdded
            filmsUpdated = record.filmsUpdated
            viewingsAdded = record.viewingsAdded
            viewingsMerged = record.viewingsMerged
            others = record.others.map { Other(kind: $0.kind, followed: $0.followed, ratingsAdded: $0.ratingsAdded, viewingsAdded: $0.viewingsAdded) }
            undoneAt = record.undoneAt.map(UTCTimestamp.dateTime)
        }
    }

    /// What `imports undo --json` prints.
    struct UndoDocument: Encodable {
        let number, filmsRemoved, filmsKept, viewingsRemoved, viewingsRestored, notesAndRatingsRestored, changedSince: Int
        let others: [OtherUndoSummary]
        let dryRun: Bool

        init(_ summary: UndoSummary, dryRun: Bool) {
            number = summary.number
            filmsRemoved = summary.filmsRemoved
            filmsKept = summary.filmsKept
            viewingsRemoved = summary.viewingsRemoved
            viewingsRestored = summary.viewingsRestored
            notesAndRatingsRestored = summary.notesAndRatingsRestored
            changedSince = summary.changedSince
            others = summary.others
            self.dryRun = dryRun
        }
    }

    static func table(_ imports: [ImportRecord]) -> TextTable {
        TextTable(
            columns: [
                .init("#", alignment: .right), .init("Imported"), .init("From"), .init("Films added", alignment: .right),
                .init("Changed", alignment: .right), .init("Viewings", alignment: .right), .init("Merged", alignment: .right), .init("Besides"), .init("Taken back"),
            ],
            rows: imports.map { record in
                [
                    String(record.number),
                    UTCTimestamp.dateTime(record.importedAt),
                    ([record.source.service] + record.source.files).joined(separator: " "),
                    String(record.filmsAdded),
                    String(record.filmsUpdated),
                    String(record.viewingsAdded),
                    String(record.viewingsMerged),
                    record.others.map(besides).joined(separator: "; "),
                    record.undoneAt.map(UTCTimestamp.dateTime) ?? "",
                ]
            }
        )
    }

    /// What an import brought of another kind, in a cell: `series: 2 followed, 120 viewings`.
    private static func besides(_ other: OtherImportSummary) -> String {
        var parts: [String] = []
        if other.followed > 0 { parts.append("\(other.followed) followed") }
        if other.ratingsAdded > 0 { parts.append("\(other.ratingsAdded) \(other.ratingsAdded == 1 ? "rating" : "ratings")") }
        if other.viewingsAdded > 0 { parts.append("\(other.viewingsAdded) \(other.viewingsAdded == 1 ? "viewing" : "viewings")") }
        return "\(other.kind): " + parts.joined(separator: ", ")
    }

    static func text(_ summary: UndoSummary, dryRun: Bool) -> String {
        let verb = dryRun ? "Would take back" : "Took back"
        var text = "\(verb) import \(summary.number): \(summary.filmsRemoved) \(summary.filmsRemoved == 1 ? "film" : "films") removed, "
            + "\(summary.viewingsRemoved) \(summary.viewingsRemoved == 1 ? "viewing" : "viewings") removed, "
            + "\(summary.viewingsRestored) restored, \(summary.notesAndRatingsRestored) notes and ratings put back.\n"
        if summary.filmsKept > 0 {
            text += "\(summary.filmsKept) \(summary.filmsKept == 1 ? "film it added stays" : "films it added stay"), "
                + "for something came to \(summary.filmsKept == 1 ? "it" : "them") later; only what the import gave is removed.\n"
        }
        for other in summary.others {
            text += "Of \(other.kind): \(other.unfollowed) no longer followed, \(other.ratingsRemoved) \(other.ratingsRemoved == 1 ? "rating" : "ratings") "
                + "and \(other.viewingsRemoved) \(other.viewingsRemoved == 1 ? "viewing" : "viewings") removed"
                + (other.kept > 0 ? "; \(other.kept) followed by it \(other.kept == 1 ? "stays" : "stay"), for something came to \(other.kept == 1 ? "it" : "them") later.\n" : ".\n")
        }
        let changedSince = summary.changedSince + summary.others.reduce(0) { $0 + $1.changedSince }
        if changedSince > 0 {
            text += "\(changedSince) \(changedSince == 1 ? "thing it added or changed was" : "things it added or changed were") "
                + "changed since, by hand or by another import, and \(dryRun ? "would be" : "were") left as \(changedSince == 1 ? "it is" : "they are").\n"
        }
        if dryRun { text += "Nothing was changed (--dry-run).\n" }
        return text
    }
}
