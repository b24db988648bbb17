import AuthInterface
import Foundation
import RateLimit
import ScrobblingInterface
import ScrobblingPorts
import WatchlistInterface

/// ``HookReceiving`` on a repository: finds the hook by the hash of its secret, limits its
/// rate, reads the event in the hook's format, and hands a film's playback to the Watchlist
/// feature through ``PlaybackRecording`` and an episode's to the Series feature through
/// ``EpisodePlaybackRecording``; each matches it and records it at most once. What matches
/// nothing, or several, goes to the profile's inbox. Where a playback is (started, paused,
/// stopped early), and that it ended, goes to each feature that keeps playbacks in progress
/// (``MediaServerPositionRecording``). Every outcome is logged in the hook's log, but for the
/// periodic progress of a playback that goes on.
public struct HookReceiver: HookReceiving {
    private let repository: any HookRepository
    private let secrets: any HookSecretMinting
    private let recorder: any PlaybackRecording
    private let episodes: EpisodeRecorders
    private let positions: [any MediaServerPositionRecording]
    private let limit: HookRateLimit

    /// Creates it: `recorder` records films, `episodes` episodes (the first of them that
    /// matches; with none, an episode waits in the inbox), `positions` keep playbacks in
    /// progress (with none, a position is only logged).
    public init(
        repository: any HookRepository, secrets: any HookSecretMinting, recorder: any PlaybackRecording, episodes: [any EpisodePlaybackRecording],
        positions: [any MediaServerPositionRecording] = [], limit: HookRateLimit = HookRateLimit()
    ) {
        self.repository = repository
        self.secrets = secrets
        self.recorder = recorder
        self.episodes = EpisodeRecorders(all: episodes)
        self.positions = positions
        self.limit = limit
    }

    public func receive(_ delivery: HookDelivery) async throws -> HookReceipt {
        guard let stored = try await repository.hook(secretHash: secrets.hash(delivery.secret)) else { throw HookError.unknownHook }
        let hook = stored.hook
        if let wait = limit.take(hook.id, at: delivery.receivedAt) { throw HookError.tooManyEvents(retryAfter: wait) }
        let reading: EventReading
        do {
            guard case .document(let document) = delivery.body else {
                if case .unreadable(let reason) = delivery.body { throw HookError.unreadable(reason) }
                throw HookError.unreadable("no body")
            }
            reading = try EventReader.read(document, from: hook.server, receivedAt: delivery.receivedAt)
        } catch let error as HookError {
            try await repository.log(HookEvent(receivedAt: delivery.receivedAt, outcome: .rejected, detail: "\(error)"), hook: hook.id)
            throw error
        }
        let event = try await outcome(of: reading, hook: hook, profile: stored.profile, at: delivery.receivedAt)
        // A playback's periodic progress (Jellyfin's, every few seconds) is kept but not
        // logged: it would push every other event out of the hook's log within the hour.
        if case .position(let position, _) = reading, position.state == .playing, event.outcome == .progress {} else {
            try await repository.log(event, hook: hook.id)
        }
        return HookReceipt(hookID: hook.id, profile: stored.profile, event: event)
    }

    private func outcome(of reading: EventReading, hook: Hook, profile: Profile.ID, at time: Date) async throws -> HookEvent {
        if let wanted = hook.mediaUser, reading.user?.caseInsensitiveCompare(wanted) != .orderedSame {
            return HookEvent(receivedAt: time, outcome: .ignored, detail: "from \(reading.user.map { "user \($0)" } ?? "no named user"); this hook takes \(wanted)'s only")
        }
        switch reading {
        case .ignored(let reason, _):
            return HookEvent(receivedAt: time, outcome: .ignored, detail: reason)
        case .position(let position, _):
            var kept: [String] = []
            for recording in positions {
                if let detail = try await recording.record(position, for: profile) { kept.append(detail) }
            }
            guard !kept.isEmpty else { return HookEvent(receivedAt: time, outcome: .ignored, detail: "\(position.description); no playback in progress is kept") }
            return HookEvent(receivedAt: time, outcome: .progress, detail: "\(position.description): \(kept.joined(separator: "; "))")
        case .playback(let playback, _):
            let own = Playback(film: playback.film, playedAt: playback.playedAt, rating: playback.rating, eventID: Self.eventID(playback.eventID, of: hook))
            try await finish(.film(own.film), on: hook.server, for: profile)
            let outcome = try await recorder.record(own, for: profile)
            guard case .unmatched(let problem) = outcome else { return HookDetail.event(outcome, at: time) }
            return try await inbox(.film(own.film, problem), of: own.playedAt, rating: own.rating, eventID: own.eventID, hook: hook, profile: profile, at: time)
        case .episode(let playback, _):
            let own = EpisodePlayback(episode: playback.episode, playedAt: playback.playedAt, rating: playback.rating, eventID: Self.eventID(playback.eventID, of: hook))
            try await finish(.episode(own.episode), on: hook.server, for: profile)
            let outcome = try await episodes.record(own, for: profile)
            guard case .unmatched(let problem) = outcome else { return HookDetail.event(outcome, at: time) }
            return try await inbox(.episode(own.episode, problem), of: own.playedAt, rating: own.rating, eventID: own.eventID, hook: hook, profile: profile, at: time)
        }
    }

    /// Tells the features that keep playbacks in progress that `item` was played to the end,
    /// so that it leaves Continue watching whether or not it matches the catalog.
    private func finish(_ item: MediaServerPosition.Item, on server: MediaServer, for profile: Profile.ID) async throws {
        let finished = MediaServerPosition(item: item, server: server, state: .finished, seconds: nil, duration: nil)
        for recording in positions { _ = try await recording.record(finished, for: profile) }
    }

    /// An event's own id, kept apart per media server (`plex:…`), so that two servers' ids never meet.
    private static func eventID(_ id: String?, of hook: Hook) -> String? {
        id.map { "\(hook.server.rawValue):\($0)" }
    }

    private func inbox(
        _ subject: InboxSubject, of playedAt: Date, rating: Int?, eventID: String?, hook: Hook, profile: Profile.ID, at time: Date
    ) async throws -> HookEvent {
        let item = NewInboxItem(hookID: hook.id, subject: subject, playedAt: playedAt, rating: rating, eventID: eventID)
        let number = try await repository.addToInbox(item, for: profile)
        return HookEvent(receivedAt: time, outcome: .inbox, detail: "\(subject.description): \(subject.reason); inbox item \(number)")
    }
}

/// The sentences of the hooks' logs.
enum HookDetail {
    /// A recorded or duplicate playback.
    static func event(_ outcome: PlaybackOutcome, at time: Date) -> HookEvent {
        switch outcome {
        case .recorded(let viewing, let droppedRating):
            let rating = viewing.rating.map { ", rated \($0)" } ?? ""
            let dropped = droppedRating.map { "; its rating \($0) was not kept, for you rated the film yourself" } ?? ""
            return HookEvent(receivedAt: time, outcome: .recorded, detail: "recorded \(film(viewing.title, viewing.year)) on \(viewing.watchedOn)\(rating)\(dropped)")
        case .duplicate(let rule):
            return HookEvent(receivedAt: time, outcome: .duplicate, detail: "already recorded (\(rule.rawValue))")
        case .unmatched(let problem):
            return HookEvent(receivedAt: time, outcome: .inbox, detail: "\(problem.rawValue)")
        }
    }

    /// A recorded or duplicate episode's playback.
    static func event(_ outcome: EpisodePlaybackOutcome, at time: Date) -> HookEvent {
        switch outcome {
        case .recorded(let recorded, let droppedRating):
            let rating = recorded.rating.map { ", rated \($0)" } ?? ""
            let dropped = droppedRating.map { "; its rating \($0) was not kept, for you rated the episode yourself" } ?? ""
            return HookEvent(
                receivedAt: time, outcome: .recorded,
                detail: "recorded \(recorded.seriesTitle) \(recorded.episodes.joined(separator: ", ")) on \(recorded.day)\(rating)\(dropped)"
            )
        case .duplicate(let rule):
            return HookEvent(receivedAt: time, outcome: .duplicate, detail: "already recorded (\(rule.rawValue))")
        case .unmatched(let problem):
            return HookEvent(receivedAt: time, outcome: .inbox, detail: problem.description)
        }
    }

    static func film(_ title: String, _ year: Int?) -> String {
        year.map { "\(title) (\($0))" } ?? title
    }
}
