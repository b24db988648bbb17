import Injection
import PostgresStorage
import SeriesPorts

/// The Series feature's storage on PostgreSQL: follows and episode viewings, under the feature's
/// Ports, with its schema. The server's root registers it when its storage is PostgreSQL.
public enum SeriesPostgresStorage: PostgresFeatureStorage {
    public static var migrations: [PostgresMigration] { PostgresSeriesRepository.migrations }

    public static func register(in container: Container, pool: PostgresPool) {
        container.register((any SeriesRepository & EpisodePlaybackStore).self, instance: PostgresSeriesRepository(database: pool))
    }
}
