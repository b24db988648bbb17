import AuthInterface
import Foundation
import MoviesInterface
import WatchlistHistory
import WatchlistInterface
import WatchlistPorts

/// The profile's own list as a whole: its lossless archive, and what other services' exports
/// add to it (in a file of its own, so that an edit of the list's everyday calls recompiles
/// less).
extension ProfileWatchlistService {
    public func archive() async throws -> [ArchivedMovie] {
        try await repository.archive(for: await ownList().id)
    }

    public func importArchive(_ films: [ArchivedMovie], from source: ImportSource, others: [OtherImportSummary], dryRun: Bool) async throws -> ImportSummary {
        try await importArchive(films, from: source, others: others, dryRun: dryRun, for: ownList())
    }

    func importArchive(
        _ films: [ArchivedMovie], from source: ImportSource, others: [OtherImportSummary], dryRun: Bool, for profile: Profile
    ) async throws -> ImportSummary {
        if dryRun {
            return ArchiveMerge.changes(importing: films, into: try await repository.archive(for: profile.id)).summary
        }
        var summary = ImportSummary()
        let date = now()
        let number = try await repository.update(for: profile.id) { stored in
            var merged = ArchiveMerge.changes(importing: films, into: stored)
            summary = merged.summary
            merged.changes.record = ImportJournal.record(
                of: merged.changes, summary: merged.summary, others: others, stored: stored, source: source, at: date
            )
            return merged.changes
        }
        summary.number = number
        return summary
    }

    public func imports() async throws -> [ImportRecord] {
        try await repository.imports(for: await ownList().id)
    }

    public func undoImport(_ number: Int, others: [any OtherTitleArchiving], dryRun: Bool) async throws -> UndoSummary {
        let profile = try await ownList()
        guard let record = try await repository.imports(for: profile.id).first(where: { $0.number == number }) else {
            throw WatchlistError.noSuchImport(number)
        }
        guard record.undoneAt == nil else { throw WatchlistError.importAlreadyUndone(number) }
        let date = now()
        var summary = UndoSummary()
        if dryRun {
            summary = ImportJournal.undo(record, in: try await repository.archive(for: profile.id), at: date).summary
        } else {
            try await repository.update(for: profile.id) { current in
                let undo = ImportJournal.undo(record, in: current, at: date)
                summary = undo.summary
                return undo.changes
            }
        }
        for imported in record.others {
            for provider in others {
                guard let undone = try await provider.undoImport(imported, dryRun: dryRun) else { continue }
                summary.others.append(undone)
                break
            }
        }
        return summary
    }

    public func importHistory(
        _ history: ServiceHistory, others: [OtherImportSummary], dryRun: Bool, progress: @escaping @Sendable (Int, Int) -> Void
    ) async throws -> ImportSummary {
        let profile = try await ownList()
        let today = CalendarDay(containing: now())
        for record in history.records {
            if case .watched(let day, _, _) = record.event, day > today {
                throw ArchiveFileError.invalidRow(record.location, reason: "\(day) is after today (\(today))")
            }
        }
        let movies = try makeMovies()
        var matcher = HistoryMatcher(movies: movies)
        var matched: [(record: HistoryRecord, movie: MovieSummary)] = []
        var unmatched: [UnmatchedRow] = []
        for (index, record) in history.records.enumerated() {
            switch try await matcher.match(record.film) {
            case .found(let movie):
                matched.append((record, movie))
            case .unmatched(let problem, let candidates):
                unmatched.append(UnmatchedRow(record: record, problem: problem, candidates: candidates))
            }
            progress(index + 1, history.records.count)
        }
        if !dryRun {
            var seen: Set<MovieID> = []
            let ids = matched.map(\.movie.id).filter { seen.insert($0).inserted }
            let details = Dictionary(try await movies.storeMovies(ids).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            matched = matched.map { pair in
                guard let movie = details[pair.movie.id] else { return pair }
                return (pair.record, movie.summary)
            }
        }
        var files: [String] = []
        for file in history.records.map(\.location.file) where files.last != file && !files.contains(file) {
            files.append(file)
        }
        let source = ImportSource(service: history.service, files: files)
        var summary = try await importArchive(HistoryMovies.films(from: matched, now: now()), from: source, others: others, dryRun: dryRun, for: profile)
        summary.skipped = history.skipped.count
        summary.leftOut = history.leftOut
        summary.unmatched = unmatched
        return summary
    }
}
