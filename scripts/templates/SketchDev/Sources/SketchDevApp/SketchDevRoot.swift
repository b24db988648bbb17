// The composition root of `sketch-dev`, and its only one: every dependency its commands and
// screens use is made in this file.
import AuthTesting
import CommandInjection
import Foundation
import Injection
import Sketch
import SketchInterface
import SketchPorts
import SketchTesting
import TerminalUI
import TerminalUIInterface
#if SketchDevAdapters
import SketchSQLite
import Storage
#endif

/// The Sketch dev app's own composition root: the real feature, signed in as the fixture
/// profile, with its items in memory, or,
/// built with the `SketchDevAdapters` trait, in the SQLite file `--database` names.
final class SketchDevRoot: Sendable {
    /// Shared: the in-memory items.
    let inMemoryRepository = InMemorySketchRepository()
    /// Shared: the real terminal.
    let terminal: any Terminal
    #if SketchDevAdapters
    /// Shared: the SQLite database, when `--database` is given.
    let database: DatabaseProvider?
    #endif

    init(wiring: SketchDevWiring, environment: [String: String]) throws(AdaptersNotBuilt) {
        terminal = StandardTerminal(environment: environment)
        #if SketchDevAdapters
        database = wiring.database.map {
            DatabaseProvider(location: .file(URL(fileURLWithPath: $0)), migrations: SQLiteSketchRepository.migrations)
        }
        #else
        if wiring.database != nil { throw AdaptersNotBuilt(executable: "sketch-dev", option: "--database", trait: "SketchDevAdapters") }
        #endif
    }

    /// The container for the commands ArgumentParser creates.
    func makeContainer() -> Container {
        let container = Container()
        let screens = SketchDevScreens(root: self)
        container.register((any Terminal).self, instance: terminal)
        container.register(SketchDevScreens.self, instance: screens)
        container.register((any SketchScreenBuildable).self, instance: screens)
        container.register((any SketchService).self) { _ in self.sketchService }
        return container
    }

    var repository: any SketchRepository {
        #if SketchDevAdapters
        if let database { return SQLiteSketchRepository(database: database) }
        #endif
        return inMemoryRepository
    }

    var sketchService: any SketchService {
        DefaultSketchService(profiles: SignedInProfile(), repository: repository)
    }
}
