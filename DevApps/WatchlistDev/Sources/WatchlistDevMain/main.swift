// The executable `watchlist-dev`: its entry point, and nothing else. Everything it runs is in
// WatchlistDevApp, which the root package's composition-root tests import.
import WatchlistDevApp

await WatchlistDevEntryPoint.main()
