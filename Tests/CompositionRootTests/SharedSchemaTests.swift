@testable import CLIApp
@testable import ServerApp
import Testing

/// `watchlist` and `watchlist-server` may keep their data in the same SQLite file, so each
/// applies every migration the other does, in the same order: each feature's, from its value
/// for each executable, in the executables' lists of features.
@Suite struct SharedSchemaTests {
    @Test func bothExecutablesApplyTheSameSQLiteMigrations() {
        let cli = CLIRoot.migrations.map(\.identifier)
        let server = ServerStorage.sqliteMigrations.map(\.identifier)
        #expect(cli == server)
        #expect(Set(cli).count == cli.count, "each migration once")
        #expect(!cli.isEmpty)
    }

    @Test func bothExecutablesListTheSameFeaturesInTheSameOrder() {
        let name = { (type: Any.Type) in String(describing: type).replacingOccurrences(of: "AppFeature", with: "").replacingOccurrences(of: "ServerFeature", with: "") }
        #expect(CLIRoot.features.map { name($0) } == ServerRoot.features.map { name($0) })
    }
}
