import Foundation
import SeriesInterface
import Synchronization
import WatchlistInterface

/// An ``EpisodePlaybackRecording`` for the receiver's tests, as ``PlaybackLedger`` is for
/// films: a few shows matched by whole title (and year when given) and numbers, two shows
/// called The Office, a playback of an episode within 4 hours or with a recorded event id a
/// duplicate, and the viewings kept to be read back. The real matching is the Series feature's,
/// tested in its own package on its catalogs and stores, and end to end through the server in
/// the root tests.
final class EpisodeLedger: EpisodePlaybackRecording {
    struct Show {
        let series: Series
        /// Episodes a season, from season 0 (specials).
        let seasons: [Int]
    }

    static let shows = [
        Show(series: Series(id: TitleID(imdbNumber: 903_747), title: "Breaking Bad", startYear: 2008, endYear: 2013), seasons: [0, 7, 13, 13, 13, 16]),
        Show(series: Series(id: TitleID(imdbNumber: 1_475_582), title: "Sherlock", startYear: 2010, endYear: 2017), seasons: [1, 3, 3, 3, 3]),
        Show(series: Series(id: TitleID(imdbNumber: 98_904), title: "Seinfeld", startYear: 1989, endYear: 1998), seasons: [0, 5, 12, 23]),
        Show(series: Series(id: TitleID(imdbNumber: 7_366_338), title: "Chernobyl", startYear: 2019, endYear: 2019), seasons: [0, 5]),
        Show(series: Series(id: TitleID(imdbNumber: 2_802_850), title: "Fargo", startYear: 2014, endYear: nil), seasons: [0, 10]),
        Show(series: Series(id: TitleID(imdbNumber: 386_676), title: "The Office", startYear: 2005, endYear: 2013), seasons: [0, 6, 22]),
        Show(series: Series(id: TitleID(imdbNumber: 290_978), title: "The Office", startYear: 2001, endYear: 2003), seasons: [2, 6, 6]),
    ]

    private struct Recorded {
        var viewings: [EpisodeViewing] = []
        var playbacks: [(key: String, at: Date, eventID: String?)] = []
        var followed: [Series] = []
    }

    private let recorded = Mutex<[UUID: Recorded]>([:])

    func record(_ playback: EpisodePlayback, for profile: UUID) async throws -> EpisodePlaybackOutcome {
        let reference = playback.episode
        var shows = Self.shows.filter { $0.series.title.lowercased() == reference.seriesTitle.lowercased() }
        if let year = reference.seriesYear { shows = shows.filter { $0.series.startYear == year } }
        guard let show = shows.first else { return .unmatched(.noSeries) }
        guard shows.count == 1 else { return .unmatched(.severalSeries) }
        guard !reference.places.isEmpty else { return .unmatched(.noNumbers) }
        guard reference.places.allSatisfy({ Self.has(show, $0) }) else { return .unmatched(.noEpisode) }
        return record(playback, show.series, reference.places, for: profile)
    }

    func record(_ playback: EpisodePlayback, as choice: EpisodeChoice, for profile: UUID) async throws -> EpisodePlaybackOutcome {
        let named = Self.shows.filter { $0.series.id.description == choice.reference || $0.series.title == choice.reference }
        guard let show = named.first else { throw SeriesError.unknownSeries(choice.reference) }
        guard named.count == 1 else { throw SeriesError.ambiguousTitle(choice.reference, candidates: named.map(\.series)) }
        let places = choice.place.map { [$0] } ?? playback.episode.places
        for place in places where !Self.has(show, place) {
            throw SeriesError.noSuchEpisode(series: show.series.title, season: place.season, asked: place.number...place.number, numbers: nil)
        }
        return record(playback, show.series, places, for: profile)
    }

    /// `profile`'s viewings as `Show SxEy`, in the order recorded.
    func codes(for profile: UUID) -> [String] {
        recorded.withLock { ($0[profile]?.viewings ?? []).map { "\($0.seriesTitle) S\($0.season ?? -1)E\($0.episode ?? -1)" } }
    }

    /// `profile`'s viewings.
    func viewings(for profile: UUID) -> [EpisodeViewing] {
        recorded.withLock { $0[profile]?.viewings ?? [] }
    }

    /// The shows `profile` follows, in the order first seen.
    func followed(for profile: UUID) -> [Series] {
        recorded.withLock { $0[profile]?.followed ?? [] }
    }

    private static func has(_ show: Show, _ place: EpisodeNumber) -> Bool {
        show.seasons.indices.contains(place.season) && (1...max(show.seasons[place.season], 1)).contains(place.number) && show.seasons[place.season] > 0
    }

    private func record(_ playback: EpisodePlayback, _ series: Series, _ places: [EpisodeNumber], for profile: UUID) -> EpisodePlaybackOutcome {
        recorded.withLock { all in
            var mine = all[profile, default: Recorded()]
            if let eventID = playback.eventID, mine.playbacks.contains(where: { $0.eventID == eventID }) { return .duplicate(.sameEvent) }
            let keys = places.map { "\(series.id) \($0.season) \($0.number)" }
            if mine.playbacks.contains(where: { keys.contains($0.key) && abs($0.at.timeIntervalSince(playback.playedAt)) < PlaybackWindow.duration }) {
                return .duplicate(.sameEpisodeNearby)
            }
            let day = CalendarDay(containing: playback.playedAt, in: .gmt)
            let viewings = places.map { place in
                EpisodeViewing(
                    seriesID: series.id, seriesTitle: series.title, season: place.season, episode: place.number, episodeID: nil,
                    episodeTitle: "Episode \(place.number)", runtimeMinutes: nil, watchedOn: day, rating: playback.rating
                )
            }
            mine.viewings += viewings
            mine.playbacks += keys.map { ($0, playback.playedAt, playback.eventID) }
            if !mine.followed.contains(series) { mine.followed.append(series) }
            all[profile] = mine
            return .recorded(viewings, droppedRating: nil)
        }
    }
}
