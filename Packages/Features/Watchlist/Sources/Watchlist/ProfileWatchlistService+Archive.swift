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

    public func importArchive(_ films: [ArchivedMovie], dryRun: Bool) async throws -> ImportSummary {
        try await importArchive(films, dryRun: dryRun, for: ownList())
    }

    func importArchive(_ films: [ArchivedMovie], dryRun: Bool, for profile: Profile) async throws -> ImportSummary {
        if dryRun {
            return ArchiveMerge.changes(importing: films, into: try await repository.archive(for: profile.id)).summary
        }
        var summary = ImportSummary()
        try await repository.update(for: profile.id) { stored in
            let merged = ArchiveMerge.changes(importing: films, into: stored)
            summary = merged.summary
            return merged.changes
        }
        return summary
    }

    public func importHistory(_ history: ServiceHistory, dryRun: Bool, progress: @escaping @Sendable (Int, Int) -> Void) async throws -> ImportSummary {
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
        var summary = try await importArchive(HistoryMovies.films(from: matched, now: now()), dryRun: dryRun, for: profile)
        summary.skipped = history.skipped.count
        summary.leftOut = history.leftOut
        summary.unmatched = unmatched
        return summary
    }
}
