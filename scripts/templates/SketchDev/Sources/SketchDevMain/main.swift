// The executable `sketch-dev`: its entry point, and nothing else. What it runs is declared in
// SketchDevApp, which the root package's composition-root tests may import.
import DevComposition
import SketchDevApp

await DevAppEntryPoint<SketchDev>.main()
