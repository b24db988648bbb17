import Foundation
import ScrobblingInterface
import Testing
import WatchlistInterface
@testable import Scrobbling

/// Each reader on its media server's documented body: a finished film is a playback with the
/// film's title, year, ids, rating and user; everything else is ignored with a reason.
@Suite struct EventReaderTests {
    private let arrived = JSONFields.iso8601("2026-11-24T12:00:00Z") ?? Date()

    private func read(_ name: String) throws -> EventReading {
        let server = try #require(MediaServer(rawValue: FixtureFiles.server(of: name)))
        return try EventReader.read(FixtureFiles.document(name), from: server, receivedAt: arrived)
    }

    private func playback(_ name: String) throws -> (Playback, String?) {
        guard case .playback(let playback, let user) = try read(name) else {
            Issue.record("\(name) is not read as a playback: \(try read(name))")
            throw CancellationError()
        }
        return (playback, user)
    }

    private func ignoredReason(_ name: String) throws -> String {
        guard case .ignored(let reason, _) = try read(name) else {
            Issue.record("\(name) is not ignored: \(try read(name))")
            return ""
        }
        return reason
    }

    private func position(_ name: String) throws -> MediaServerPosition {
        guard case .position(let position, _) = try read(name) else {
            Issue.record("\(name) is not read as a position: \(try read(name))")
            throw CancellationError()
        }
        return position
    }

    @Test func plexScrobblesOfMoviesArePlaybacksWithIdsOfBothAgents() throws {
        let (matrix, ada) = try playback("plex-scrobble.multipart")
        #expect(matrix.film == MovieReference(title: "The Matrix", year: 1999, imdbID: "tt0133093", tmdbID: "603"))
        #expect(matrix.rating == 8 && matrix.playedAt == arrived && matrix.eventID == nil && ada == "ada")
        let (alien, _) = try playback("plex-scrobble-legacy-agent.multipart")
        #expect(alien.film == MovieReference(title: "Alien", year: 1979, imdbID: "tt0078748"))
        let (_, sam) = try playback("plex-scrobble-other-user.multipart")
        #expect(sam == "sam")
    }

    @Test func plexPausesAndStopsArePositionsInMilliseconds() throws {
        let matrix = MovieReference(title: "The Matrix", year: 1999, imdbID: "tt0133093", tmdbID: "603")
        #expect(try position("plex-stop-after-scrobble.multipart") == MediaServerPosition(
            item: .film(matrix), server: .plex, state: .stopped, seconds: 8_094, duration: 8_160
        ))
        let paused = try position("plex-pause.multipart")
        #expect(paused.state == .paused && paused.seconds == 4_080 && paused.description == "paused, at 50%")
    }

    @Test func jellyfinStopsPlayedToTheEndArePlaybacksAtTheirOwnTime() throws {
        let (spirited, user) = try playback("jellyfin-playback-stop.json")
        #expect(spirited.film == MovieReference(title: "Spirited Away", year: 2001, imdbID: "tt0245429", tmdbID: "129"))
        #expect(user == "ada")
        #expect(spirited.playedAt != arrived && spirited.playedAt < arrived, "the event's UtcTimestamp, seven digits of fractions")
        #expect(try ignoredReason("jellyfin-user-data-saved.json").contains("PlaybackFinished"))
        let stopped = try position("jellyfin-playback-stop-partial.json")
        #expect(stopped.state == .stopped && stopped.description == "stopped before the end, at 30%")
        #expect(stopped.item == .film(MovieReference(title: "Pulp Fiction", year: 1994, imdbID: "tt0110912", tmdbID: "680")))
        let paused = try position("jellyfin-playback-progress-paused.json")
        #expect(paused.state == .paused && paused.seconds == 2_772 && paused.duration == 9_240)
        #expect(try ignoredReason("jellyfin-trailer.json").contains("not a film or an episode (Trailer)"))
        #expect(try ignoredReason("jellyfin-unplayed.json").contains("unplayed"))
        let (unknown, _) = try playback("jellyfin-unknown-film.json")
        #expect(unknown.film == MovieReference(title: "A Home Movie of the Summer", year: 2023))
    }

    @Test func jellyfinMarkedPlayedIsAPlaybackAndTitlesEscapedForHTMLAreRead() throws {
        let document = #"{"NotificationType":"UserDataSaved","ItemType":"Movie","Name":"Pan&#x27;s Labyrinth &amp; more","Year":"2006","Played":"True","SaveReason":"TogglePlayed"}"#
        guard case .playback(let playback, _) = try EventReader.read(Array(document.utf8), from: .jellyfin, receivedAt: arrived) else {
            Issue.record("a played mark is a playback")
            return
        }
        #expect(playback.film.title == "Pan's Labyrinth & more" && playback.film.year == 2006)
        let allProperties = #"{"NotificationType":"PlaybackStop","ItemType":"Movie","Name":"Alien","Year":1979,"PlayedToCompletion":true}"#
        guard case .playback = try EventReader.read(Array(allProperties.utf8), from: .jellyfin, receivedAt: arrived) else {
            Issue.record("Send All Properties writes real booleans and numbers, which read the same")
            return
        }
    }

    @Test func embyStopsToTheEndAndPlayedMarksArePlaybacks() throws {
        let (godfather, ada) = try playback("emby-playback-stop.json")
        #expect(godfather.film == MovieReference(title: "The Godfather", year: 1972, imdbID: "tt0068646", tmdbID: "238") && ada == "ada")
        #expect(abs(godfather.playedAt.timeIntervalSince(JSONFields.iso8601("2026-11-21T20:12:45.4409Z") ?? .distantPast)) < 0.001)
        let (marked, _) = try playback("emby-markplayed.json")
        #expect(marked.film.imdbID == "tt0068646")
    }

    @Test func theGenericDocumentNamesItsFilmTimeRatingAndId() throws {
        let (parasite, _) = try playback("generic.json")
        #expect(parasite.film.imdbID == "tt6751668" && parasite.rating == 9)
        #expect(parasite.playedAt == JSONFields.iso8601("2026-11-20T21:30:00Z"))
        let (alien, _) = try playback("generic-title-year.json")
        #expect(alien.film == MovieReference(title: "Alien", year: 1979) && alien.playedAt == arrived)
        let withID = #"{"tmdb": 603, "id": 4711, "user": "ada"}"#
        guard case .playback(let playback, let user) = try EventReader.read(Array(withID.utf8), from: .generic, receivedAt: arrived) else {
            Issue.record("a TMDB id alone names a film")
            return
        }
        #expect(playback.film.tmdbID == "603" && playback.eventID == "4711" && user == "ada")
    }

    @Test(arguments: [
        (#"{"imdb": "0068646"}"#, "imdb must be"), (#"{"rating": 9}"#, "name the film"), (#"{"series": "Fargo", "season": 1}"#, "name the episode"),
        (#"{"series": "Fargo", "season": -1, "episode": 2}"#, "season must be"), (#"{"kind": "song", "title": "Alien"}"#, "kind must be"),
        (#"{"kind": "episode", "tvdb": "12"}"#, "name the episode"), (#"{"title": "Alien", "rating": 11}"#, "rating must be"),
        (#"{"title": "Alien", "watchedAt": "yesterday"}"#, "watchedAt"), ("[1, 2]", "not an object"), (#"{"title": "Alien""#, "not JSON"),
    ])
    func aGenericDocumentThatCannotBeReadSaysWhy(document: String, reason: String) {
        #expect {
            try EventReader.read(Array(document.utf8), from: .generic, receivedAt: arrived)
        } throws: { error in
            guard case HookError.unreadable(let text) = error else { return false }
            return text.contains(reason)
        }
    }

    @Test func everyFixtureIsReadByItsOwnServersReader() throws {
        #expect(FixtureFiles.all.count >= 37)
        for name in FixtureFiles.all {
            let server = try #require(MediaServer(rawValue: FixtureFiles.server(of: name)), "\(name)")
            #expect(throws: Never.self, "\(name)") { try EventReader.read(FixtureFiles.document(name), from: server, receivedAt: arrived) }
        }
    }

    @Test func theTemplateThatHooksAddPrintsIsTheFixturesAndTheDocumentations() throws {
        let fixture = try String(decoding: FixtureFiles.bytes("jellyfin-template.handlebars"), as: UTF8.self)
        #expect(JellyfinTemplate.text == fixture.trimmingCharacters(in: .newlines))
        // Packages/Features/Scrobbling/Fixtures: the repository is four folders up.
        let documentation = FixtureFiles.folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "docs/scrobbling.md")
        #expect(try String(contentsOf: documentation, encoding: .utf8).contains(JellyfinTemplate.text), "docs/scrobbling.md shows another template")
    }
}
