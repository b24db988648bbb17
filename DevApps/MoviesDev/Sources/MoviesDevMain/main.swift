// The executable `movies-dev`: its entry point, and nothing else. What it runs is declared in
// MoviesDevApp, which the root package's composition-root tests import.
import DevComposition
import MoviesDevApp

await DevAppEntryPoint<MoviesDev>.main()
