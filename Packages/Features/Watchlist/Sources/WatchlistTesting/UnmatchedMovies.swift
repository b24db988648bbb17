import Foundation
import MoviesInterface
import WatchlistInterface

/// ``PlaybackRecording`` where there is no list (another feature's dev app and tests):
/// no film matches, so nothing is recorded, as for a film the catalog lacks.
public struct UnmatchedMovies: PlaybackRecording {
    /// The stand-in.
    public init() {}

    public func record(_ playback: Playback, for profile: UUID) -> PlaybackOutcome {
        .unmatched(.notFound)
    }

    public func record(_ playback: Playback, as movieID: MovieID, for profile: UUID) -> PlaybackOutcome {
        .unmatched(.notFound)
    }
}
