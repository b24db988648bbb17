import Injection
import SeriesPorts
import Storage

/// The Series feature's storage on SQLite: follows and episode viewings, under the feature's Ports,
/// with its schema. The server's root registers it when its storage is SQLite, and a dev app on its
/// database.
public enum SeriesSQLiteStorage: SQLiteFeatureStorage {
    public static var migrations: [DatabaseMigration] { SQLiteSeriesRepository.migrations }

    public static func register(in container: Container, database: DatabaseProvider) {
        container.register((any SeriesRepository & EpisodePlaybackStore).self, instance: SQLiteSeriesRepository(database: database))
    }
}
