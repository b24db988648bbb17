import AppSchema
@testable import CLIApp
@testable import ServerApp
import Testing

/// `watchlist` and `watchlist-server` may keep their data in the same SQLite file, so each
/// applies every migration the other does, in the same order: the features the roots wire by
/// hand (AppSchema), then those that plug themselves in, from their values for each executable.
@Suite struct SharedSchemaTests {
    @Test func bothExecutablesApplyTheSameSQLiteMigrations() {
        let cli = CLIRoot.migrations.map(\.identifier)
        let server = ServerStorage.sqliteMigrations.map(\.identifier)
        #expect(cli == server)
        #expect(Set(cli).count == cli.count, "each migration once")
        #expect(cli.starts(with: AppSchema.migrations.map(\.identifier)))
    }
}
