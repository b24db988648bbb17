import Foundation

/// Database files kept in `Fixtures/`, as earlier builds of `watchlist` wrote them.
///
/// They are never regenerated: each one stands for the files that users already have.
/// When the schema changes, add a new fixture made by the new build and keep the old ones;
/// every migration from then on must keep the tests that open them passing.
enum DatabaseFixture: String {
    /// The schema of `movies.v1`, `auth.v1` and `watchlist.v1`. Made with the `watchlist` binary
    /// as of the commit that added it (e1bf420), then put in rollback-journal form so that it
    /// is one file:
    ///
    ///     export WATCHLIST_DB=$PWD/watchlist-v1.sqlite
    ///     echo "analytical engine" | watchlist signup ada --password-stdin
    ///     watchlist add offline:1 --note "a classic"
    ///     watchlist add offline:3
    ///     watchlist add offline:8
    ///     watchlist watched offline:1 --rating 9
    ///     echo "compiler pioneer" | watchlist signup grace --password-stdin
    ///     watchlist add offline:3 --note "grace's pick"
    ///     echo "analytical engine" | watchlist login ada --password-stdin
    ///     sqlite3 watchlist-v1.sqlite "PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode=DELETE;"
    case version1 = "watchlist-v1"

    /// The schema just before the Series feature (`series.v1`): every other feature's tables
    /// with rows in each. Made with the `watchlist` binary of the commit that added Series, then
    /// its one Series migration undone, which leaves what the release before it wrote (no other
    /// migration changed in between):
    ///
    ///     export WATCHLIST_DB=$PWD/watchlist-before-series.sqlite
    ///     echo "analytical engine" | watchlist signup ada --password-stdin
    ///     watchlist add offline:1 --note "a classic"
    ///     watchlist watched offline:1 --on 2026-11-01 --rating 9 --review "Leave the gun."
    ///     watchlist watched offline:1 --on 2026-11-20
    ///     watchlist add offline:3
    ///     watchlist hooks add jellyfin --user ada
    ///     echo "compiler pioneer" | watchlist signup grace --password-stdin
    ///     watchlist add offline:8 --note "grace's pick"
    ///     echo "analytical engine" | watchlist login ada --password-stdin
    ///     watchlist share grace --read
    ///     sqlite3 watchlist-before-series.sqlite "DROP TABLE series_viewing; DROP TABLE series_follow;
    ///         DELETE FROM grdb_migrations WHERE identifier = 'series.v1';
    ///         PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode=DELETE;"
    case beforeSeries = "watchlist-before-series"

    /// `watchlist-v1.sqlite` as a newer build would leave it: one more migration recorded,
    /// `future.v1`, which no build knows. Made with
    ///
    ///     cp watchlist-v1.sqlite watchlist-from-newer-version.sqlite
    ///     sqlite3 watchlist-from-newer-version.sqlite "INSERT INTO grdb_migrations (identifier) VALUES ('future.v1')"
    case fromNewerVersion = "watchlist-from-newer-version"

    /// Copies the fixture to `destination`, a file that must not exist yet.
    func copy(to destination: URL) throws {
        guard let source = Bundle.module.url(forResource: rawValue, withExtension: "sqlite", subdirectory: "Fixtures") else {
            throw MissingFixture(name: rawValue)
        }
        try FileManager.default.copyItem(at: source, to: destination)
    }

    private struct MissingFixture: Error, CustomStringConvertible {
        let name: String
        var description: String { "Fixtures/\(name).sqlite is not in the test bundle's resources" }
    }
}
