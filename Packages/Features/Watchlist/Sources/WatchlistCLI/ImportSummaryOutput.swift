import TerminalUI
import WatchlistArchive
import WatchlistInterface

/// An import's summary, for people and for scripts.
enum ImportSummaryOutput {
    /// How many unmatched rows the text lists; the file beside the input has them all.
    static let listedRows = 20

    static func text(
        _ summary: ImportSummary, others: [OtherImportSummary] = [], history: OtherHistoryImport? = nil, unmatchedFile: String?, dryRun: Bool
    ) -> String {
        let films = "\(summary.added) added, \(summary.updated) updated, \(summary.unchanged) unchanged"
        var text = (dryRun ? "Would import: " : "Imported: ") + "films \(films); \(summary.viewingsAdded) viewings \(dryRun ? "to record" : "recorded").\n"
        for others in others {
            text += (dryRun ? "Would import: " : "Imported: ") + "\(others.kind) \(others.followed) followed, \(others.ratingsAdded) rated; "
                + "\(others.viewingsAdded) viewings \(dryRun ? "to record" : "recorded").\n"
        }
        if let history, !history.unmatched.isEmpty {
            let unmatched = history.unmatched
            text += "\(unmatched.count) \(unmatched.count == 1 ? "row" : "rows") about \(history.about) not imported"
                + (unmatchedFile.map { "; all are in \($0), to fix (\(history.correction)) and import again" } ?? "") + ".\n"
            for row in unmatched.prefix(listedRows) {
                text += "  \(row.record.location): \(row.name): \(row.problem)\n"
            }
            if unmatched.count > listedRows { text += "  … and \(unmatched.count - listedRows) more.\n" }
        }
        if summary.viewingsMerged > 0 {
            text += "\(summary.viewingsMerged) \(summary.viewingsMerged == 1 ? "viewing was" : "viewings were") on the list already, on the same day: "
                + "one viewing each, with the rating or review the export adds \(dryRun ? "to be merged" : "merged") in, not a second.\n"
        }
        if summary.conflicts > 0 {
            text += "\(summary.conflicts) \(summary.conflicts == 1 ? "film's note differed" : "films' notes differed"); "
                + "the note of the film added later \(dryRun ? "would be" : "was") kept.\n"
        }
        if !summary.leftOut.isEmpty {
            text += "Not kept, as this program has no place for them: \(summary.leftOut.joined(separator: "; ")).\n"
        }
        if summary.skipped > 0 {
            text += "\(summary.skipped) \(summary.skipped == 1 ? "row was" : "rows were") skipped: about what this program does not track (games, podcasts, anime) or with nothing it keeps (a dropped title, a play with no day and no rating).\n"
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
        if let number = summary.number { text += "This is import \(number) of your films; `imports undo \(number)` takes it back.\n" }
        return text
    }

    /// `Breaking Bad S1E2 "Cat's in the Bag..." [tt1054724]`, with what the row gives.
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

        let added, updated, unchanged, viewingsAdded, viewingsMerged, conflicts, skipped, notFound, ambiguous: Int
        let unmatched: [Row]
        let unmatchedFile: String?
        let dryRun: Bool
        let others: [Other]
        let leftOut: [String]
        /// The import's number for `imports undo`; nil for a dry run or an import that changed nothing.
        let number: Int?

        struct Other: Encodable {
            let kind: String
            let followed, ratingsAdded, viewingsAdded: Int
            let unmatched: [OtherRow]?
        }

        /// An unmatched row of another kind: where it is and why, with the keys its provider
        /// gives (``UnmatchedOtherRow/fields``), a `null` one left out as for the films' rows.
        struct OtherRow: Encodable {
            let row: UnmatchedOtherRow

            struct Key: CodingKey {
                let stringValue: String
                var intValue: Int? { nil }
                init(stringValue: String) { self.stringValue = stringValue }
                init?(intValue: Int) { nil }
            }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                let location = row.record.location
                try container.encode(location.file, forKey: Key(stringValue: "file"))
                try container.encodeIfPresent(location.unit == .line ? location.position : nil, forKey: Key(stringValue: "line"))
                try container.encodeIfPresent(location.unit == .entry ? location.position : nil, forKey: Key(stringValue: "entry"))
                try container.encode(row.problem, forKey: Key(stringValue: "problem"))
                for field in row.fields {
                    let key = Key(stringValue: field.key)
                    switch field.value {
                    case .string(let text): try container.encode(text, forKey: key)
                    case .integer(let number): try container.encode(number, forKey: key)
                    case .boolean(let value): try container.encode(value, forKey: key)
                    case .null: break
                    }
                }
            }
        }
    }

    static func json(
        _ summary: ImportSummary, others: [OtherImportSummary] = [], history: OtherHistoryImport? = nil, unmatchedFile: String?, dryRun: Bool
    ) throws -> String {
        try JSONOutput.encode(Document(
            added: summary.added, updated: summary.updated, unchanged: summary.unchanged,
            viewingsAdded: summary.viewingsAdded, viewingsMerged: summary.viewingsMerged, conflicts: summary.conflicts, skipped: summary.skipped,
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
            others: others.map { others in
                Document.Other(
                    kind: others.kind, followed: others.followed, ratingsAdded: others.ratingsAdded, viewingsAdded: others.viewingsAdded,
                    unmatched: history.flatMap { $0.summary == others ? $0.unmatched.map(Document.OtherRow.init) : nil }
                )
            },
            leftOut: summary.leftOut,
            number: summary.number
        ))
    }
}
