import Injection
import MoviesPorts
import PostgresStorage

/// The Movies feature's storage on PostgreSQL: the stored films, under the feature's Ports, with
/// its schema. The server's root registers it when its storage is PostgreSQL.
public enum MoviesPostgresStorage: PostgresFeatureStorage {
    public static var migrations: [PostgresMigration] { PostgresMovieRepository.migrations }

    public static func register(in container: Container, pool: PostgresPool) {
        container.register((any MovieRepository).self, instance: PostgresMovieRepository(database: pool))
    }
}
