// The composition root of `series-dev`, and its only one: every dependency its commands and
// screens use is made in this file.
import AuthInterface
import AuthTesting
import CommandInjection
import Foundation
import Injection
import Series
import SeriesInterface
import SeriesPorts
import SeriesTesting
import TerminalUI
import TerminalUIInterface
#if SeriesDevAdapters
import SeriesSQLite
import Storage
#endif

/// The Series dev app's own composition root: the real feature, signed in as the fixture
/// profile, on fixture or embedded series, with follows and viewings in memory or, built with
/// the `SeriesDevAdapters` trait, in the SQLite file `--database` names.
final class SeriesDevRoot: Sendable {
    /// Shared: the in-memory follows and viewings.
    let inMemoryRepository = InMemorySeriesRepository()
    /// Shared: the series.
    let catalog: any SeriesCatalog
    /// Shared: the real terminal.
    let terminal: any Terminal
    #if SeriesDevAdapters
    /// Shared: the SQLite database, when `--database` is given.
    let database: DatabaseProvider?
    #endif

    init(wiring: SeriesDevWiring, environment: [String: String]) throws(AdaptersNotBuilt) {
        terminal = StandardTerminal(environment: environment)
        catalog = switch wiring.catalog {
        case .fixture: FixtureSeriesCatalog.standard
        case .embedded: EmbeddedSeriesCatalog()
        }
        #if SeriesDevAdapters
        database = wiring.database.map {
            DatabaseProvider(location: .file(URL(fileURLWithPath: $0)), migrations: SQLiteSeriesRepository.migrations)
        }
        #else
        if wiring.database != nil { throw AdaptersNotBuilt(executable: "series-dev", option: "--database", trait: "SeriesDevAdapters") }
        #endif
    }

    /// The container for the commands ArgumentParser creates.
    func makeContainer() -> Container {
        let container = Container()
        let screens = SeriesDevScreens(root: self)
        container.register((any Terminal).self, instance: terminal)
        container.register(SeriesDevScreens.self, instance: screens)
        container.register((any SeriesScreenBuildable).self, instance: screens)
        container.register((any SeriesService).self) { _ in self.seriesService }
        return container
    }

    var repository: any SeriesRepository {
        #if SeriesDevAdapters
        if let database { return SQLiteSeriesRepository(database: database) }
        #endif
        return inMemoryRepository
    }

    var seriesService: any SeriesService {
        ProfileSeriesService(profiles: SignedInProfile(), catalog: catalog, repository: repository)
    }
}
