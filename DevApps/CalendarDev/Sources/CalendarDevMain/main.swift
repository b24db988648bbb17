// The executable `calendar-dev`: its entry point, and nothing else. What it runs is declared in
// CalendarDevApp, which the root package's composition-root tests may import.
import CalendarDevApp
import DevComposition

await DevAppEntryPoint<CalendarDev>.main()
