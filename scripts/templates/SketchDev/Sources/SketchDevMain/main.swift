// The executable `sketch-dev`: its entry point, and nothing else. Everything it runs is in
// SketchDevApp, which the root package's composition-root tests may import.
import SketchDevApp

await SketchDevEntryPoint.main()
