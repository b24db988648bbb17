import AuthInterface
import Foundation
import MoviesInterface
import ScrobblingInterface
import ScrobblingPorts
import WatchlistInterface

/// ``HookManaging`` for the signed-in profile, on a repository.
public struct ProfileHooks: HookManaging {
    private let profiles: any CurrentProfileProviding
    private let repository: any HookRepository
    private let secrets: any HookSecretMinting
    private let recorder: any PlaybackRecording
    private let episodes: EpisodeRecorders
    private let now: @Sendable () -> Date

    /// Creates it: `profiles` says who is signed in, `recorder` and `episodes` record the films
    /// and the episodes the inbox resolves (any number of episode recorders, in order).
    public init(
        profiles: any CurrentProfileProviding, repository: any HookRepository, secrets: any HookSecretMinting,
        recorder: any PlaybackRecording, episodes: [any EpisodePlaybackRecording], now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.profiles = profiles
        self.repository = repository
        self.secrets = secrets
        self.recorder = recorder
        self.episodes = EpisodeRecorders(all: episodes)
        self.now = now
    }

    public func create(_ server: MediaServer, mediaUser: String?) async throws -> CreatedHook {
        let profile = try await signedIn()
        let user = mediaUser?.trimmingCharacters(in: .whitespacesAndNewlines)
        if let user, user.isEmpty || user.count > 100 || user.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw HookError.invalidMediaUser
        }
        let secret = secrets.newToken()
        let stored = try await repository.create(server, mediaUser: user, secretHash: secrets.hash(secret), createdAt: now(), for: profile.id)
        return CreatedHook(hook: stored.hook, secret: secret)
    }

    public func hooks() async throws -> [Hook] {
        try await repository.hooks(for: try await signedIn().id)
    }

    public func revoke(_ id: Int) async throws {
        guard try await repository.revoke(id, for: try await signedIn().id) else { throw HookError.noSuchHook(id) }
    }

    public func events(of id: Int) async throws -> [HookEvent] {
        guard let events = try await repository.events(of: id, for: try await signedIn().id) else { throw HookError.noSuchHook(id) }
        return events
    }

    public func inbox() async throws -> [InboxItem] {
        try await repository.inbox(for: try await signedIn().id)
    }

    public func resolve(_ number: Int, as choice: InboxChoice) async throws -> HookEvent {
        let profile = try await signedIn().id
        guard let item = try await repository.inbox(for: profile).first(where: { $0.number == number }) else { throw HookError.noSuchInboxItem(number) }
        let event: HookEvent
        switch (item.subject, choice) {
        case (.film(let film, _), .film(let movieID)):
            let playback = Playback(film: film, playedAt: item.playedAt, rating: item.rating, eventID: item.eventID)
            event = HookDetail.event(try await recorder.record(playback, as: movieID, for: profile), at: now())
        case (.episode(let episode, _), .episode(let chosen)):
            let playback = EpisodePlayback(episode: episode, playedAt: item.playedAt, rating: item.rating, eventID: item.eventID)
            event = HookDetail.event(try await episodes.record(playback, as: chosen, for: profile), at: now())
        case (.film, .episode):
            throw HookError.choiceDoesNotFit(number: number, episode: false)
        case (.episode, .film):
            throw HookError.choiceDoesNotFit(number: number, episode: true)
        }
        _ = try await repository.removeFromInbox(number, for: profile)
        return event
    }

    public func dismiss(_ number: Int) async throws {
        guard try await repository.removeFromInbox(number, for: try await signedIn().id) else { throw HookError.noSuchInboxItem(number) }
    }

    private func signedIn() async throws -> Profile {
        guard let profile = try await profiles.currentProfile() else { throw AuthError.notLoggedIn }
        return profile
    }
}
