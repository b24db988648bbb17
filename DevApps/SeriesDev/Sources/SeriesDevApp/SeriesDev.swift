// `series-dev`: the Series feature's own value (`SeriesAppFeature`), registered as `watchlist`
// registers it, on fixture series unless `--catalog embedded`. DevComposition builds the rest.
import AppComposition
import AuthInterface
import AuthTesting
import DevComposition
import Injection
import SeriesApp
import SeriesInterface
import SeriesTesting

/// The Series dev app: the feature as `watchlist` has it, signed in as the fixture profile, on
/// the fixture series (every edge case: specials, an unnumbered episode, two series with one
/// title) or the embedded ones, with follows and viewings in memory for one run or in the
/// SQLite file `--database` names.
public enum SeriesDev: DevApp {
    public typealias Wiring = SeriesDevWiring
    public static let feature: any AppFeature.Type = SeriesAppFeature.self
    public static let executable = "series-dev"
    public static let abstract = "Run the Series feature alone, on fixture series in memory or on an SQLite file."
    public static let discussion = """
        The feature as `watchlist` has it, signed in as the fixture profile. With no arguments \
        on a terminal it opens the feature's screen. In memory, follows and viewings last for \
        one run, so try the screen, or use --database to keep them.

        Examples:
          series-dev series show "Pilot Light" --season 1
          series-dev --catalog embedded series search office
          series-dev --database /tmp/series.sqlite series watched "Pilot Light" --season 1
          series-dev --database /tmp/series.sqlite next
        """
    public static func profiles(_ wiring: SeriesDevWiring) -> (any CurrentProfileProviding)? { SignedInProfile() }

    /// The fixture series in place of the catalog's, unless `--catalog embedded` (the catalog
    /// `watchlist --catalog offline` reads).
    public static func registerFixtures(in container: Container, host: AppHost, wiring: SeriesDevWiring) async throws {
        if wiring.catalog == .fixture {
            container.register((any SeriesCatalog).self, instance: FixtureSeriesCatalog.standard)
        }
    }
}
