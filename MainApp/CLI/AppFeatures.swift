// Written by scripts/feature-list from Package.swift's `features`; do not edit by hand.
import AppComposition
import SeriesApp
import CalendarApp

/// The features that plug themselves into `watchlist`, in Package.swift's order: CLIRoot,
/// CLIRootCommand and CLIErrorAdvice build from this list.
enum AppFeatures {
    static var all: [any AppFeature.Type] {
        [
            SeriesAppFeature.self,
            CalendarAppFeature.self,
        ]
    }
}
