import AuthInterface
import Foundation
import MoviesInterface
import MoviesTesting
import Testing
import Watchlist
import WatchlistArchive
import WatchlistCLI
import WatchlistHistory
import WatchlistScreens
import WatchlistInterface
import WatchlistTesting

/// ``PlaybackRecorder``: the importer's matcher finds the film, never guessing; the film's
/// details are stored when it comes to the list; a playback's day is never after today.
@Suite struct PlaybackRecorderTests {
    private let ada = UUID()
    private let now = Date(timeIntervalSince1970: 1_763_800_000)
    private static let twinAlien = Movie(
        id: MovieID(source: .fixture, value: "90"), title: "Alien", year: 1979, genres: [], runtimeMinutes: 90, director: nil, cast: []
    )

    private func recorder(catalog: [Movie] = Movie.fixtures, stored: InMemoryMovieRepository = InMemoryMovieRepository()) -> (PlaybackRecorder, InMemoryWatchlistRepository) {
        let lists = InMemoryWatchlistRepository()
        let movies = FixtureMovieService(catalog: FixtureMovieCatalog(movies: catalog), repository: stored)
        let now = now
        return (PlaybackRecorder(movies: { movies }, store: lists, timeZone: .gmt, now: { now }), lists)
    }

    @Test func aFilmIsMatchedByExactTitleAndYearAndItsDetailsStored() async throws {
        let stored = InMemoryMovieRepository()
        let (recorder, lists) = recorder(stored: stored)
        let outcome = try await recorder.record(Playback(film: MovieReference(title: "spirited away", year: 2001), playedAt: now.addingTimeInterval(-3600)), for: ada)
        guard case .recorded(let viewing, nil) = outcome else { Issue.record("\(outcome)"); return }
        #expect(viewing.title == "Spirited Away" && viewing.movieID == MovieID(source: .fixture, value: "5"))
        #expect(try lists.entries(for: ada).map(\.title) == ["Spirited Away"])
        #expect(try stored.movie(viewing.movieID)?.director == "Hayao Miyazaki")
    }

    @Test func aFilmOfNoOrSeveralMatchesIsUnmatchedAndNothingIsRecorded() async throws {
        let (recorder, lists) = recorder(catalog: Movie.fixtures + [Self.twinAlien])
        #expect(try await recorder.record(Playback(film: MovieReference(title: "Alien", year: 1979), playedAt: now), for: ada) == .unmatched(.ambiguous))
        #expect(try await recorder.record(Playback(film: MovieReference(title: "The Matrix", year: 2003), playedAt: now), for: ada) == .unmatched(.notFound))
        #expect(try await recorder.record(Playback(film: MovieReference(title: "", year: nil, imdbID: "tt0133093"), playedAt: now), for: ada) == .unmatched(.notFound),
                "a catalog that knows no IMDb ids finds none, and the title is not guessed")
        #expect(try lists.entries(for: ada).isEmpty)
    }

    @Test func aPersonResolvesAnUnmatchedPlaybackToAFilm() async throws {
        let (recorder, lists) = recorder(catalog: Movie.fixtures + [Self.twinAlien])
        let playback = Playback(film: MovieReference(title: "Alien", year: 1979), playedAt: now)
        let outcome = try await recorder.record(playback, as: Self.twinAlien.id, for: ada)
        guard case .recorded(let viewing, _) = outcome else { Issue.record("\(outcome)"); return }
        #expect(viewing.movieID == Self.twinAlien.id)
        #expect(try lists.viewings(for: ada).count == 1)
    }

    @Test func aPlaybackDatedAfterTodayIsRecordedToday() async throws {
        let (recorder, _) = recorder()
        let outcome = try await recorder.record(Playback(film: MovieReference(title: "Aliens", year: 1986), playedAt: now.addingTimeInterval(3 * 86_400)), for: ada)
        guard case .recorded(let viewing, _) = outcome else { Issue.record("\(outcome)"); return }
        #expect(viewing.watchedOn == CalendarDay(containing: now, in: .gmt))
    }
}
