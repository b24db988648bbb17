// Written by scripts/feature-list from Package.swift's `features`; do not edit by hand.
import ArgumentParser
import PostgresStorage
import ServerComposition
import Storage
import MoviesServer
import AuthServer
import WatchlistServer
import ScrobblingServer
import SeriesServer
import CalendarServer
import PlaybackServer
import ListsServer
import MoviesSQLite
import AuthSQLite
import WatchlistSQLite
import ScrobblingSQLite
import SeriesSQLite
import CalendarSQLite
import PlaybackSQLite
import ListsSQLite
import MoviesPostgres
import AuthPostgres
import WatchlistPostgres
import ScrobblingPostgres
import SeriesPostgres
import CalendarPostgres
import PlaybackPostgres
import ListsPostgres

/// The features that plug themselves into `watchlist-server`, in Package.swift's order:
/// ServerRoot builds from this list.
enum ServerFeatures {
    static var all: [any ServerFeature.Type] {
        [
            MoviesServerFeature.self,
            AuthServerFeature.self,
            WatchlistServerFeature.self,
            ScrobblingServerFeature.self,
            SeriesServerFeature.self,
            CalendarServerFeature.self,
            PlaybackServerFeature.self,
            ListsServerFeature.self,
        ]
    }
}

/// Each feature's storage on SQLite and on PostgreSQL, in the same order: ServerStorage
/// registers the chosen one's repositories, and applies their schemas, before the features
/// register, so that no feature's server value names a database.
enum ServerFeatureStorages {
    static var sqlite: [any SQLiteFeatureStorage.Type] {
        [
            MoviesSQLiteStorage.self,
            AuthSQLiteStorage.self,
            WatchlistSQLiteStorage.self,
            ScrobblingSQLiteStorage.self,
            SeriesSQLiteStorage.self,
            CalendarSQLiteStorage.self,
            PlaybackSQLiteStorage.self,
            ListsSQLiteStorage.self,
        ]
    }

    static var postgres: [any PostgresFeatureStorage.Type] {
        [
            MoviesPostgresStorage.self,
            AuthPostgresStorage.self,
            WatchlistPostgresStorage.self,
            ScrobblingPostgresStorage.self,
            SeriesPostgresStorage.self,
            CalendarPostgresStorage.self,
            PlaybackPostgresStorage.self,
            ListsPostgresStorage.self,
        ]
    }
}

/// Each feature's options, under its name in `watchlist-server --help`.
struct FeatureOptions: ParsableArguments, Sendable {
    @OptionGroup(title: "Movies") var movies: MoviesServerFeature.Options
    @OptionGroup(title: "Auth") var auth: AuthServerFeature.Options
    @OptionGroup(title: "Watchlist") var watchlist: WatchlistServerFeature.Options
    @OptionGroup(title: "Scrobbling") var scrobbling: ScrobblingServerFeature.Options
    @OptionGroup(title: "Series") var series: SeriesServerFeature.Options
    @OptionGroup(title: "Calendar") var calendar: CalendarServerFeature.Options
    @OptionGroup(title: "Playback") var playback: PlaybackServerFeature.Options
    @OptionGroup(title: "Lists") var lists: ListsServerFeature.Options

    /// Each feature's options, for the features to read (`ServerHost.options`).
    var settings: ServerFeatureSettings { ServerFeatureSettings([movies, auth, watchlist, scrobbling, series, calendar, playback, lists]) }
}
