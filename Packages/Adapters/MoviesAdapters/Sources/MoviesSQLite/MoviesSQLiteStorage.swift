import Injection
import MoviesPorts
import Storage

/// The Movies feature's storage on SQLite: the stored films, under the feature's Ports, with its
/// schema. The server's root registers it when its storage is SQLite, and a dev app on its
/// database.
public enum MoviesSQLiteStorage: SQLiteFeatureStorage {
    public static var migrations: [DatabaseMigration] { SQLiteMovieRepository.migrations }

    public static func register(in container: Container, database: DatabaseProvider) {
        container.register((any MovieRepository).self, instance: SQLiteMovieRepository(database: database))
    }
}
