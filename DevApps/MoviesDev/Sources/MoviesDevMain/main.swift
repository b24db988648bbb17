// The executable `movies-dev`: its entry point, and nothing else. Everything it runs is in
// MoviesDevApp, which the root package's composition-root tests import.
import MoviesDevApp

await MoviesDevEntryPoint.main()
