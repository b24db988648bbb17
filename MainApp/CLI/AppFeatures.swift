// Written by scripts/feature-list from Package.swift's `features`; do not edit by hand.
import AppComposition
import MoviesApp
import AuthApp
import WatchlistApp
import ScrobblingApp
import SeriesApp
import CalendarApp
import PlaybackApp
import ListsApp

/// The features of `watchlist`, in Package.swift's order, those that own extension points
/// first: CLIRoot, CLIRootCommand and CLIErrorAdvice build from this list.
enum AppFeatures {
    static var all: [any AppFeature.Type] {
        [
            MoviesAppFeature.self,
            AuthAppFeature.self,
            WatchlistAppFeature.self,
            ScrobblingAppFeature.self,
            SeriesAppFeature.self,
            CalendarAppFeature.self,
            PlaybackAppFeature.self,
            ListsAppFeature.self,
        ]
    }
}
