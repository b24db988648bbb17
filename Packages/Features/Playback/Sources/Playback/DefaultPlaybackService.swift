import AuthInterface
import Foundation
import PlaybackInterface
import PlaybackPorts

/// ``PlaybackService`` over a repository, for the signed-in profile: each event updates its
/// player's playback of its item; a stop at `threshold` percent or past it records the item
/// watched through `viewings`, once a playback.
public struct DefaultPlaybackService: PlaybackService {
    /// Trakt's: a playback stopped at 80 % or later counts as watched.
    public static let defaultThreshold = 80.0

    private let profiles: any CurrentProfileProviding
    private let repository: any PlaybackProgressRepository
    private let viewings: any ViewingRecording
    private let threshold: Double
    private let now: @Sendable () -> Date

    /// Creates the service; `profiles` says who is signed in, `now` when an event arrives.
    public init(
        profiles: any CurrentProfileProviding, repository: any PlaybackProgressRepository, viewings: any ViewingRecording,
        threshold: Double = defaultThreshold, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.profiles = profiles
        self.repository = repository
        self.viewings = viewings
        self.threshold = threshold
        self.now = now
    }

    public func report(_ event: PlaybackEvent) async throws -> PlaybackReport {
        let player = try PlaybackEvents.player(event.player)
        try PlaybackEvents.check(event.item)
        let profile = try await profile()
        let time = now()
        let kept = try await repository.playback(of: profile, player: player, key: event.item.key)
        // A start after a playback that ended watched begins another; anything else goes on.
        let previous = kept.flatMap { $0.watched && event.kind == .start ? nil : $0 }
        let (position, duration, percent) = try PlaybackEvents.place(event.position, previous: previous)
        if let previous, previous.watched {
            return PlaybackReport(progress: previous)
        }
        var watched = false
        var recorded: String?
        if event.kind == .stop, percent >= threshold {
            recorded = try await viewings.record(
                event.item, at: time, playback: "\(player)|\(event.item.key)|\(time.timeIntervalSince1970)", player: player, for: profile
            )
            watched = true
        }
        let state: PlaybackProgress.State = switch event.kind {
        case .start, .progress: .playing
        case .pause: .paused
        case .stop: .stopped
        }
        let progress = PlaybackProgress(
            item: event.item, player: player, position: position, duration: duration, percent: percent, state: state, watched: watched, updatedAt: time
        )
        try await repository.save(progress, for: profile)
        var resumeAt: Double?
        if event.kind == .start {
            resumeAt = try await repository.inProgress(of: profile).first { $0.item.key == event.item.key && $0.player != player }?.position
        }
        return PlaybackReport(progress: progress, resumeAt: resumeAt, recorded: recorded)
    }

    public func inProgress() async throws -> [PlaybackProgress] {
        try await repository.inProgress(of: try await profile())
    }

    private func profile() async throws -> UUID {
        guard let profile = try await profiles.currentProfile() else { throw AuthError.notLoggedIn }
        return profile.id
    }
}
