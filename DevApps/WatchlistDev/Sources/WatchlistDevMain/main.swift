// The executable `watchlist-dev`: its entry point, and nothing else. What it runs is declared
// in WatchlistDevApp, which the root package's composition-root tests import.
import DevComposition
import WatchlistDevApp

await DevAppEntryPoint<WatchlistDev>.main()
