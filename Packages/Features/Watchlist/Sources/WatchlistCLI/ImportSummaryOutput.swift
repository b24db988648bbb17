import TerminalUI
import WatchlistArchive
import WatchlistInterface

/// An import's summary, for people and for scripts.
enum ImportSummaryOutput {
    /// How many unmatched rows the text lists; the file beside the input has them all.
    static let listedRows = 20

    static func text(_ summary: ImportSummary, others: OtherImportSummary? = nil, unmatchedFile: String?, dryRun: Bool) -> String {
        let films = "\(summary.added) added, \(summary.updated) updated, \(summary.unchanged) unchanged"
        var text = (dryRun ? "Would import: " : "Imported: ") + "films \(films); \(summary.viewingsAdded) viewings \(dryRun ? "to record" : "recorded").\n"
        if let others {
            text += (dryRun ? "Would import: " : "Imported: ") + "\(others.kind) \(others.followed) followed; "
                + "\(others.viewingsAdded) viewings \(dryRun ? "to record" : "recorded").\n"
        }
        if summary.conflicts > 0 {
            text += "\(summary.conflicts) \(summary.conflicts == 1 ? "film's note differed" : "films' notes differed"); "
                + "the note of the film added later \(dryRun ? "would be" : "was") kept.\n"
        }
        if summary.skipped > 0 {
            text += "\(summary.skipped) \(summary.skipped == 1 ? "row was" : "rows were") skipped: not about a film (series, episodes, games).\n"
        }
        if !summary.unmatched.isEmpty {
            text += "\(summary.unmatched.count) \(summary.unmatched.count == 1 ? "row" : "rows") not imported: "
                + "\(summary.notFound) not found in the catalog, \(summary.ambiguous) ambiguous"
                + (unmatchedFile.map { "; all are in \($0), to fix (an imdbID, the title or the year) and import again" } ?? "")
                + ".\n"
            for row in summary.unmatched.prefix(listedRows) {
                let film = row.record.film
                let name = "\"\(film.title)\"" + (film.year.map { " (\($0))" } ?? "")
                let candidates = UnmatchedRowsFile.candidates(row)
                switch row.problem {
                case .ambiguous:
                    text += "  \(row.record.location): \(name) is \(row.candidates.count) films: \(candidates)\n"
                case .notFound:
                    text += "  \(row.record.location): \(name) not found" + (candidates.isEmpty ? "" : "; other years: \(candidates)") + "\n"
                }
            }
            if summary.unmatched.count > listedRows {
                text += "  … and \(summary.unmatched.count - listedRows) more.\n"
            }
        }
        if dryRun { text += "Nothing was changed (--dry-run).\n" }
        return text
    }

    private struct Document: Encodable {
        struct Candidate: Encodable {
            let id: String
            let title: String
            let year: Int?
        }

        struct Row: Encodable {
            let file: String
            let line: Int?
            let entry: Int?
            let title: String
            let year: Int?
            let problem: String
            let candidates: [Candidate]
        }

        let added, updated, unchanged, viewingsAdded, conflicts, skipped, notFound, ambiguous: Int
        let unmatched: [Row]
        let unmatchedFile: String?
        let dryRun: Bool
        let others: [Other]

        struct Other: Encodable {
            let kind: String
            let followed, viewingsAdded: Int
        }
    }

    static func json(_ summary: ImportSummary, others: OtherImportSummary? = nil, unmatchedFile: String?, dryRun: Bool) throws -> String {
        try JSONOutput.encode(Document(
            added: summary.added, updated: summary.updated, unchanged: summary.unchanged,
            viewingsAdded: summary.viewingsAdded, conflicts: summary.conflicts, skipped: summary.skipped,
            notFound: summary.notFound, ambiguous: summary.ambiguous,
            unmatched: summary.unmatched.map { row in
                let location = row.record.location
                return Document.Row(
                    file: location.file,
                    line: location.unit == .line ? location.position : nil,
                    entry: location.unit == .entry ? location.position : nil,
                    title: row.record.film.title, year: row.record.film.year, problem: row.problem.rawValue,
                    candidates: row.candidates.map { Document.Candidate(id: $0.id.description, title: $0.title, year: $0.year) }
                )
            },
            unmatchedFile: unmatchedFile,
            dryRun: dryRun,
            others: others.map { [Document.Other(kind: $0.kind, followed: $0.followed, viewingsAdded: $0.viewingsAdded)] } ?? []
        ))
    }
}
