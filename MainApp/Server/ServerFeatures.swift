// Written by scripts/feature-list from Package.swift's `features`; do not edit by hand.
import ServerComposition
import SeriesServer
import CalendarServer

/// The features that plug themselves into `watchlist-server`, in Package.swift's order:
/// ServerRoot builds from this list.
enum ServerFeatures {
    static var all: [any ServerFeature.Type] {
        [
            SeriesServerFeature.self,
            CalendarServerFeature.self,
        ]
    }
}
