// The executable `scrobbling-dev`: its entry point, and nothing else. Everything it runs is in
// ScrobblingDevApp, which the root package's composition-root tests may import.
import ScrobblingDevApp

await ScrobblingDevEntryPoint.main()
