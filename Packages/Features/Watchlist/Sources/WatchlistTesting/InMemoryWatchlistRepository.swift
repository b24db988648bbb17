import AuthInterface
import Foundation
import MoviesInterface
import Synchronization
import WatchlistInterface
import WatchlistPorts

/// A ``WatchlistRepository`` and ``PlaybackStore`` in memory, for tests and the Watchlist dev app. It summarises
/// viewings into entries by the same rules as the SQLite repository.
public final class InMemoryWatchlistRepository: WatchlistRepository, PlaybackStore {
    private struct ProfileData {
        /// Each with the rating of the film itself (``ArchivedMovie/rating``), if any.
        var entries: [WatchlistEntry] = []
        /// In the order recorded, with what recorded them, as the databases' `playback` rows
        /// name their viewings.
        var recorded: [RecordedViewing] = []
        /// The playbacks hooks recorded.
        var playbacks: [(movieID: MovieID, playedAt: Date, eventID: String?)] = []
        /// The imports remembered, oldest first.
        var imports: [ImportRecord] = []

        /// The viewings, in the order recorded.
        var viewings: [Viewing] { recorded.map(\.viewing) }
    }

    /// A viewing, and whether a playback made it (else a person or an import did) or joined it.
    private struct RecordedViewing {
        var viewing: Viewing
        var byPlayback = false
        var joined = false
    }

    private let profiles = Mutex<[Profile.ID: ProfileData]>([:])

    /// Creates an empty repository.
    public init() {}

    public func add(_ entry: WatchlistEntry, for profile: Profile.ID) throws -> Bool {
        profiles.withLock { profiles in
            guard profiles[profile, default: ProfileData()].entries.contains(where: { $0.movieID == entry.movieID }) == false else { return false }
            profiles[profile, default: ProfileData()].entries.append(WatchlistEntry(
                movieID: entry.movieID, title: entry.title, year: entry.year, note: entry.note, addedAt: entry.addedAt
            ))
            return true
        }
    }

    public func remove(_ movieID: MovieID, for profile: Profile.ID) throws -> Bool {
        profiles.withLock { profiles in
            let before = profiles[profile, default: ProfileData()].entries.count
            profiles[profile, default: ProfileData()].entries.removeAll { $0.movieID == movieID }
            profiles[profile, default: ProfileData()].recorded.removeAll { $0.viewing.movieID == movieID }
            return profiles[profile, default: ProfileData()].entries.count < before
        }
    }

    public func addViewing(of movieID: MovieID, on day: CalendarDay, rating: Int?, review: String?, for profile: Profile.ID) throws -> WatchlistEntry? {
        profiles.withLock { profiles in
            var data = profiles[profile, default: ProfileData()]
            guard let entry = data.entries.first(where: { $0.movieID == movieID }) else { return nil }
            data.recorded.append(RecordedViewing(viewing: Viewing(movieID: movieID, title: entry.title, year: entry.year, watchedOn: day, rating: rating, review: review)))
            profiles[profile] = data
            return Self.summary(of: entry, in: data.viewings)
        }
    }

    public func entry(_ movieID: MovieID, for profile: Profile.ID) throws -> WatchlistEntry? {
        try entries(for: profile).first { $0.movieID == movieID }
    }

    public func entries(for profile: Profile.ID) throws -> [WatchlistEntry] {
        profiles.withLock { profiles in
            let data = profiles[profile, default: ProfileData()]
            return Self.byAddition(data.entries).map { Self.summary(of: $0, in: data.viewings) }
        }
    }

    public func viewings(for profile: Profile.ID) throws -> [Viewing] {
        profiles.withLock { profiles in
            Self.newestFirst(profiles[profile, default: ProfileData()].viewings)
        }
    }

    public func archive(for profile: Profile.ID) throws -> [ArchivedMovie] {
        profiles.withLock { profiles in Self.archive(of: profiles[profile, default: ProfileData()]) }
    }

    @discardableResult
    public func update(for profile: Profile.ID, _ changes: ([ArchivedMovie]) throws -> ArchiveChanges) throws -> Int? {
        try profiles.withLock { profiles in
            var data = profiles[profile, default: ProfileData()]
            let changes = try changes(Self.archive(of: data))
            for film in changes.newMovies {
                // As the databases' primary key does: the whole update fails, and `data`, a
                // copy, is dropped unchanged.
                guard !data.entries.contains(where: { $0.movieID == film.movieID }) else { throw MovieAlreadyOnList(movieID: film.movieID) }
                data.entries.append(WatchlistEntry(movieID: film.movieID, title: film.title, year: film.year, note: film.note, addedAt: film.addedAt, rating: film.rating))
                data.recorded += film.viewings.map { RecordedViewing(viewing: Self.viewing(of: film.movieID, $0, in: data)) }
            }
            for (movieID, change) in changes.newNotes {
                guard let index = data.entries.firstIndex(where: { $0.movieID == movieID }) else { continue }
                let entry = data.entries[index]
                data.entries[index] = WatchlistEntry(
                    movieID: entry.movieID, title: entry.title, year: entry.year, note: change.note, addedAt: change.addedAt, rating: entry.rating
                )
            }
            for (movieID, rating) in changes.newRatings {
                guard let index = data.entries.firstIndex(where: { $0.movieID == movieID }) else { continue }
                let entry = data.entries[index]
                data.entries[index] = WatchlistEntry(movieID: entry.movieID, title: entry.title, year: entry.year, note: entry.note, addedAt: entry.addedAt, rating: rating)
            }
            for merge in changes.mergedViewings {
                let stored = Self.viewing(of: merge.movieID, merge.stored, in: data)
                guard let index = data.recorded.firstIndex(where: { $0.viewing == stored }) else { continue }
                data.recorded[index].viewing = Self.viewing(of: merge.movieID, merge.merged, in: data)
            }
            data.recorded += changes.newViewings.map { RecordedViewing(viewing: Self.viewing(of: $0.movieID, $0.viewing, in: data)) }
            for removed in changes.removedViewings {
                let viewing = Self.viewing(of: removed.movieID, removed.viewing, in: data)
                guard let index = data.recorded.lastIndex(where: { $0.viewing == viewing }) else { continue }
                data.recorded.remove(at: index)
            }
            for movieID in changes.clearedRatings {
                guard let index = data.entries.firstIndex(where: { $0.movieID == movieID }) else { continue }
                let entry = data.entries[index]
                data.entries[index] = WatchlistEntry(movieID: entry.movieID, title: entry.title, year: entry.year, note: entry.note, addedAt: entry.addedAt)
            }
            for movieID in changes.removedMovies {
                data.entries.removeAll { $0.movieID == movieID }
                data.recorded.removeAll { $0.viewing.movieID == movieID }
            }
            if let undone = changes.undoing {
                guard let index = data.imports.firstIndex(where: { $0.number == undone.number && $0.undoneAt == nil }) else {
                    throw WatchlistError.importAlreadyUndone(undone.number)
                }
                data.imports[index] = data.imports[index].with(undoneAt: undone.undoneAt)
            }
            var number: Int?
            if let record = changes.record {
                number = (data.imports.last?.number ?? 0) + 1
                data.imports.append(record.with(number: number, undoneAt: nil))
            }
            profiles[profile] = data
            return number
        }
    }

    public func imports(for profile: Profile.ID) throws -> [ImportRecord] {
        profiles.withLock { profiles in profiles[profile, default: ProfileData()].imports.reversed() }
    }

    public func recordPlayback(_ playback: PlaybackRecord, listing: Bool, for profile: Profile.ID) throws -> PlaybackWrite {
        profiles.withLock { profiles in
            var data = profiles[profile, default: ProfileData()]
            let movieID = playback.movie.id
            if let eventID = playback.eventID, data.playbacks.contains(where: { $0.eventID == eventID }) { return .done(.duplicate(.sameEvent)) }
            if data.playbacks.contains(where: { $0.movieID == movieID && abs($0.playedAt.timeIntervalSince(playback.playedAt)) < PlaybackWindow.duration }) {
                return .done(.duplicate(.sameMovieNearby))
            }
            if !data.entries.contains(where: { $0.movieID == movieID }) {
                guard listing else { return .notListed }
                data.entries.append(WatchlistEntry(movieID: movieID, title: playback.movie.title, year: playback.movie.year, note: nil, addedAt: playback.addedAt))
            }
            if let joined = data.recorded.firstIndex(where: {
                $0.viewing.movieID == movieID && $0.viewing.watchedOn == playback.day && !$0.byPlayback && !$0.joined
            }) {
                data.recorded[joined].joined = true
                data.playbacks.append((movieID, playback.playedAt, playback.eventID))
                profiles[profile] = data
                return .done(.duplicate(.sameDayRecorded))
            }
            let ratedByHand = data.recorded.contains { $0.viewing.movieID == movieID && $0.viewing.rating != nil && !$0.byPlayback }
            let viewing = Self.viewing(of: movieID, ArchivedViewing(watchedOn: playback.day, rating: ratedByHand ? nil : playback.rating, review: nil), in: data)
            data.recorded.append(RecordedViewing(viewing: viewing, byPlayback: true))
            data.playbacks.append((movieID, playback.playedAt, playback.eventID))
            profiles[profile] = data
            return .done(.recorded(viewing, droppedRating: ratedByHand ? playback.rating : nil))
        }
    }

    private static func archive(of data: ProfileData) -> [ArchivedMovie] {
        byAddition(data.entries).map { entry in
            ArchivedMovie(
                movieID: entry.movieID, title: entry.title, year: entry.year, note: entry.note, addedAt: entry.addedAt,
                viewings: data.viewings.filter { $0.movieID == entry.movieID }.map {
                    ArchivedViewing(watchedOn: $0.watchedOn, rating: $0.rating, review: $0.review)
                },
                rating: entry.rating
            )
        }
    }

    private static func viewing(of movieID: MovieID, _ viewing: ArchivedViewing, in data: ProfileData) -> Viewing {
        let entry = data.entries.first { $0.movieID == movieID }
        return Viewing(
            movieID: movieID, title: entry?.title ?? movieID.description, year: entry?.year,
            watchedOn: viewing.watchedOn, rating: viewing.rating, review: viewing.review
        )
    }

    /// Oldest addition first; entries added at the same moment in the order stored, as SQLite's rowid orders them.
    private static func byAddition(_ entries: [WatchlistEntry]) -> [WatchlistEntry] {
        entries.enumerated().sorted { ($0.element.addedAt, $0.offset) < ($1.element.addedAt, $1.offset) }.map(\.element)
    }

    /// Newest day first; on one day, the last recorded first.
    private static func newestFirst(_ viewings: [Viewing]) -> [Viewing] {
        viewings.enumerated()
            .sorted { ($0.element.watchedOn, $0.offset) > ($1.element.watchedOn, $1.offset) }
            .map(\.element)
    }

    private static func summary(of entry: WatchlistEntry, in viewings: [Viewing]) -> WatchlistEntry {
        let own = newestFirst(viewings.filter { $0.movieID == entry.movieID })
        return WatchlistEntry(
            movieID: entry.movieID, title: entry.title, year: entry.year, note: entry.note, addedAt: entry.addedAt,
            lastWatchedOn: own.first?.watchedOn, rating: own.first { $0.rating != nil }?.rating ?? entry.rating, viewingCount: own.count
        )
    }
}

/// An update added a film that is on the list already, which a database's primary key refuses.
public struct MovieAlreadyOnList: Error, Equatable {
    /// The film.
    public let movieID: MovieID
}
