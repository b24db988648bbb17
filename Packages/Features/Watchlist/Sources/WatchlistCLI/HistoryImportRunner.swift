import Foundation
import Injection
import TerminalUI
import TerminalUIInterface
import WatchlistArchive
import WatchlistInterface

/// `import`'s work on another service's history, for `import` and for other features'
/// commands (``HistoryImportRunning``): with `online`, the titles of other kinds known only by
/// TheTVDB's id looked up (``TitleIDResolution``); matching with a progress bar on a terminal once it takes
/// longer than a second, the episodes, then the films, the summary, the unmatched CSV.
public struct HistoryImportRunner: HistoryImportRunning {
    @Injected var archiving: any WatchlistArchiving
    @Injected var terminal: any Terminal
    @Injected var others: Contributions<any OtherTitleTracking>
    @Injected var titleIDs: Contributions<any TitleIDLookup>

    /// A runner on the services of the container in effect.
    public init() {}

    public func run(_ history: ServiceHistory, unmatchedBeside path: String, dryRun: Bool, json: Bool, online: Bool) async throws {
        var history = history
        if online, !history.others.isEmpty {
            guard let lookup = titleIDs.all.first else { throw WatchlistError.noTitleIDLookup }
            // The titles looked up, in the words of the feature whose rows they are.
            let names = others.all.first?.tallyNames
            let display = ProgressDisplay(terminal: terminal, mode: json ? .quiet : terminal.isInteractive ? .bar : .lines, unit: names?.titles ?? "titles")
            let resolved = try await TitleIDResolution.resolve(history.others, with: lookup, display: display)
            display.finish()
            history = ServiceHistory(service: history.service, records: history.records, others: resolved.records, skipped: history.skipped, leftOut: history.leftOut)
            if !json, resolved.asked > 0 {
                let titles = resolved.asked == 1 ? names?.title ?? "title" : names?.titles ?? "titles"
                terminal.writeLine("\(lookup.name) knew \(resolved.known) of \(resolved.asked) \(titles) by TheTVDB's id.")
            }
        }
        // The other kinds first, so that the films' import remembers what they added.
        var otherHistory: OtherHistoryImport?
        if !history.others.isEmpty {
            otherHistory = try await others.importHistory(history.others, dryRun: dryRun)
        }
        var films = try await importFilms(history, others: otherHistory.map { [$0.summary] } ?? [], dryRun: dryRun, json: json)
        // Said here too: a server that imports for `remote` answers without it.
        films.leftOut = history.leftOut
        if !history.others.isEmpty {
            if otherHistory == nil { films.skipped += history.others.count }
            films.leftOut += otherHistory?.leftOut ?? []
        }
        var unmatchedFile: String?
        let otherUnmatched = otherHistory?.unmatched ?? []
        if !dryRun, !films.unmatched.isEmpty || !otherUnmatched.isEmpty {
            let file = UnmatchedRowsFile.path(beside: path)
            try AtomicFile.write(UnmatchedRowsFile.csv(films.unmatched, others: otherUnmatched), to: file)
            unmatchedFile = file
        }
        let others = otherHistory.map { [$0.summary] } ?? []
        if json {
            terminal.write(try ImportSummaryOutput.json(films, others: others, history: otherHistory, unmatchedFile: unmatchedFile, dryRun: dryRun))
        } else {
            terminal.write(ImportSummaryOutput.text(films, others: others, history: otherHistory, unmatchedFile: unmatchedFile, dryRun: dryRun))
        }
    }

    private func importFilms(_ history: ServiceHistory, others: [OtherImportSummary], dryRun: Bool, json: Bool) async throws -> ImportSummary {
        let display = ProgressDisplay(terminal: terminal, mode: json ? .quiet : terminal.isInteractive ? .bar : .lines, unit: "rows")
        let started = ContinuousClock.now
        defer { display.finish() }
        return try await archiving.importHistory(history, others: others, dryRun: dryRun) { done, total in
            guard ContinuousClock.now - started > .seconds(1) else { return }
            display.update(stage: "Matching \(history.service) rows", fraction: Double(done) / Double(max(total, 1)), count: Int64(done))
        }
    }
}
