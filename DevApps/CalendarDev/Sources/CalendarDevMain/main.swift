// The executable `calendar-dev`: its entry point, and nothing else. Everything it runs is in
// CalendarDevApp, which the root package's composition-root tests may import.
import CalendarDevApp

await CalendarDevEntryPoint.main()
