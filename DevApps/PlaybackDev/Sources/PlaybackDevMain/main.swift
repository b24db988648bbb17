// The executable `playback-dev`: its entry point, and nothing else. What it runs is declared in
// PlaybackDevApp, which the root package's composition-root tests may import.
import DevComposition
import PlaybackDevApp

await DevAppEntryPoint<PlaybackDev>.main()
