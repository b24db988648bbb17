// The executable `series-dev`: its entry point, and nothing else. Everything it runs is in
// SeriesDevApp, which the root package's composition-root tests may import.
import SeriesDevApp

await SeriesDevEntryPoint.main()
