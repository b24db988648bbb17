// The executable `series-dev`: its entry point, and nothing else. What it runs is declared in
// SeriesDevApp, which the root package's composition-root tests import.
import DevComposition
import SeriesDevApp

await DevAppEntryPoint<SeriesDev>.main()
