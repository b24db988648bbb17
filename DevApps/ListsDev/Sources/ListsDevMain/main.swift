// The executable `lists-dev`: its entry point, and nothing else. What it runs is declared in
// ListsDevApp, which the root package's composition-root tests may import.
import DevComposition
import ListsDevApp

await DevAppEntryPoint<ListsDev>.main()
