import Foundation
import ScrobblingInterface

/// The features that record episodes' playbacks, any number of them, asked in order: the
/// first that matches a playback records it. With none (an app without series), every
/// episode's playback matches no series and waits in the inbox.
struct EpisodeRecorders: Sendable {
    let all: [any EpisodePlaybackRecording]

    /// The first outcome that is not a failure to match; else the first recorder's problem,
    /// or no series when there is no recorder.
    func record(_ playback: EpisodePlayback, for profile: UUID) async throws -> EpisodePlaybackOutcome {
        var unmatched: EpisodePlaybackOutcome?
        for recorder in all {
            let outcome = try await recorder.record(playback, for: profile)
            guard case .unmatched = outcome else { return outcome }
            unmatched = unmatched ?? outcome
        }
        return unmatched ?? .unmatched(.noSeries)
    }

    /// The playback as the episode a person chose, recorded by the first recorder.
    /// - Throws: ``EpisodeMatchProblem/noSeries`` when no feature records episodes.
    func record(_ playback: EpisodePlayback, as choice: EpisodeChoice, for profile: UUID) async throws -> EpisodePlaybackOutcome {
        guard let recorder = all.first else { throw EpisodeMatchProblem.noSeries }
        return try await recorder.record(playback, as: choice, for: profile)
    }
}
