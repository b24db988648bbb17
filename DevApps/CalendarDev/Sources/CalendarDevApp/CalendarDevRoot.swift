// The composition root of `calendar-dev`, and its only one: every dependency its commands and
// screens use is made in this file.
import AuthTesting
import CommandInjection
import Foundation
import Injection
import Calendar
import CalendarInterface
import CalendarPorts
import CalendarTesting
import TerminalUI
import TerminalUIInterface
#if CalendarDevAdapters
import CalendarSQLite
import Storage
#endif

/// The Calendar dev app's own composition root: the real feature, signed in as the fixture
/// profile, with its items in memory, or,
/// built with the `CalendarDevAdapters` trait, in the SQLite file `--database` names.
final class CalendarDevRoot: Sendable {
    /// Shared: the in-memory items.
    let inMemoryRepository = InMemoryCalendarRepository()
    /// Shared: the real terminal.
    let terminal: any Terminal
    #if CalendarDevAdapters
    /// Shared: the SQLite database, when `--database` is given.
    let database: DatabaseProvider?
    #endif

    init(wiring: CalendarDevWiring, environment: [String: String]) throws(AdaptersNotBuilt) {
        terminal = StandardTerminal(environment: environment)
        #if CalendarDevAdapters
        database = wiring.database.map {
            DatabaseProvider(location: .file(URL(fileURLWithPath: $0)), migrations: SQLiteCalendarRepository.migrations)
        }
        #else
        if wiring.database != nil { throw AdaptersNotBuilt(executable: "calendar-dev", option: "--database", trait: "CalendarDevAdapters") }
        #endif
    }

    /// The container for the commands ArgumentParser creates.
    func makeContainer() -> Container {
        let container = Container()
        let screens = CalendarDevScreens(root: self)
        container.register((any Terminal).self, instance: terminal)
        container.register(CalendarDevScreens.self, instance: screens)
        container.register((any CalendarScreenBuildable).self, instance: screens)
        container.register((any CalendarService).self) { _ in self.calendarService }
        return container
    }

    var repository: any CalendarRepository {
        #if CalendarDevAdapters
        if let database { return SQLiteCalendarRepository(database: database) }
        #endif
        return inMemoryRepository
    }

    var calendarService: any CalendarService {
        DefaultCalendarService(profiles: SignedInProfile(), repository: repository)
    }
}
