import Foundation
import ScrobblingInterface
import Synchronization
import WatchlistInterface

/// An ``EpisodePlaybackRecording`` for the receiver's tests, as ``PlaybackLedger`` is for
/// films: a few shows matched by whole title (and year when given) and numbers, two shows
/// called The Office, a playback of an episode within 4 hours or with a recorded event id a
/// duplicate, and the viewings kept to be read back. The real matching is the Series feature's,
/// which plugs into this port: tested in its own package on its catalogs and stores, and end to
/// end through the server in the root tests.
final class EpisodeLedger: EpisodePlaybackRecording {
    struct LedgerSeries: Equatable {
        /// `imdb:tt…`, as a person may name it in a choice.
        let id: String
        let title: String
        let startYear: Int
        /// Episodes a season, from season 0 (specials).
        let seasons: [Int]
    }

    /// An episode watched.
    struct Viewing: Equatable {
        let show: String
        let season: Int
        let episode: Int
        let rating: Int?
    }

    /// Why a choice names no episode of these shows: the person's to correct.
    enum ChoiceRefused: InboxChoiceError, Equatable {
        case unknown(String)
        case ambiguous(String)
        case noEpisode(String, season: Int, episode: Int)

        var description: String {
            switch self {
            case .unknown(let text): "no series is named \(text)"
            case .ambiguous(let text): "several series are named \(text)"
            case .noEpisode(let show, let season, let episode): "\(show) has no episode S\(season)E\(episode)"
            }
        }
    }

    static let shows = [
        LedgerSeries(id: "imdb:tt0903747", title: "Breaking Bad", startYear: 2008, seasons: [0, 7, 13, 13, 13, 16]),
        LedgerSeries(id: "imdb:tt1475582", title: "Sherlock", startYear: 2010, seasons: [1, 3, 3, 3, 3]),
        LedgerSeries(id: "imdb:tt0098904", title: "Seinfeld", startYear: 1989, seasons: [0, 5, 12, 23]),
        LedgerSeries(id: "imdb:tt7366338", title: "Chernobyl", startYear: 2019, seasons: [0, 5]),
        LedgerSeries(id: "imdb:tt2802850", title: "Fargo", startYear: 2014, seasons: [0, 10]),
        LedgerSeries(id: "imdb:tt0386676", title: "The Office", startYear: 2005, seasons: [0, 6, 22]),
        LedgerSeries(id: "imdb:tt0290978", title: "The Office", startYear: 2001, seasons: [2, 6, 6]),
    ]

    private struct Recorded {
        var viewings: [Viewing] = []
        var playbacks: [(key: String, at: Date, eventID: String?)] = []
        var followed: [LedgerSeries] = []
    }

    private let recorded = Mutex<[UUID: Recorded]>([:])

    func record(_ playback: EpisodePlayback, for profile: UUID) async throws -> EpisodePlaybackOutcome {
        let reference = playback.episode
        var shows = Self.shows.filter { $0.title.lowercased() == reference.seriesTitle.lowercased() }
        if let year = reference.seriesYear { shows = shows.filter { $0.startYear == year } }
        guard let show = shows.first else { return .unmatched(.noSeries) }
        guard shows.count == 1 else { return .unmatched(.severalSeries) }
        guard let season = reference.season, !reference.numbers.isEmpty else { return .unmatched(.noNumbers) }
        guard reference.numbers.allSatisfy({ Self.has(show, season, $0) }) else { return .unmatched(.noEpisode) }
        return record(playback, show, season, reference.numbers, for: profile)
    }

    func record(_ playback: EpisodePlayback, as choice: EpisodeChoice, for profile: UUID) async throws -> EpisodePlaybackOutcome {
        let named = Self.shows.filter { $0.id == choice.reference || $0.title == choice.reference }
        guard let show = named.first else { throw ChoiceRefused.unknown(choice.reference) }
        guard named.count == 1 else { throw ChoiceRefused.ambiguous(choice.reference) }
        let season = choice.season ?? playback.episode.season ?? 1
        let numbers = choice.episode.map { [$0] } ?? playback.episode.numbers
        for number in numbers where !Self.has(show, season, number) {
            throw ChoiceRefused.noEpisode(show.title, season: season, episode: number)
        }
        return record(playback, show, season, numbers, for: profile)
    }

    /// `profile`'s viewings as `Show SxEy`, in the order recorded.
    func codes(for profile: UUID) -> [String] {
        recorded.withLock { ($0[profile]?.viewings ?? []).map { "\($0.show) S\($0.season)E\($0.episode)" } }
    }

    /// `profile`'s viewings.
    func viewings(for profile: UUID) -> [Viewing] {
        recorded.withLock { $0[profile]?.viewings ?? [] }
    }

    /// The shows `profile` follows, in the order first seen.
    func followed(for profile: UUID) -> [LedgerSeries] {
        recorded.withLock { $0[profile]?.followed ?? [] }
    }

    private static func has(_ show: LedgerSeries, _ season: Int, _ number: Int) -> Bool {
        show.seasons.indices.contains(season) && show.seasons[season] > 0 && (1...show.seasons[season]).contains(number)
    }

    private func record(_ playback: EpisodePlayback, _ show: LedgerSeries, _ season: Int, _ numbers: [Int], for profile: UUID) -> EpisodePlaybackOutcome {
        recorded.withLock { all in
            var mine = all[profile, default: Recorded()]
            if let eventID = playback.eventID, mine.playbacks.contains(where: { $0.eventID == eventID }) { return .duplicate(.sameEvent) }
            let keys = numbers.map { "\(show.id) \(season) \($0)" }
            if mine.playbacks.contains(where: { keys.contains($0.key) && abs($0.at.timeIntervalSince(playback.playedAt)) < PlaybackWindow.duration }) {
                return .duplicate(.sameEpisodeNearby)
            }
            mine.viewings += numbers.map { Viewing(show: show.title, season: season, episode: $0, rating: playback.rating) }
            mine.playbacks += keys.map { ($0, playback.playedAt, playback.eventID) }
            if !mine.followed.contains(show) { mine.followed.append(show) }
            all[profile] = mine
            let day = CalendarDay(containing: playback.playedAt, in: .gmt)
            return .recorded(RecordedEpisodes(seriesTitle: show.title, episodes: numbers.map { "S\(season)E\($0)" }, day: day, rating: playback.rating), droppedRating: nil)
        }
    }
}
