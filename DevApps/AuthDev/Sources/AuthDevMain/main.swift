// The executable `auth-dev`: its entry point, and nothing else. What it runs is declared in
// AuthDevApp, which the root package's composition-root tests import.
import AuthDevApp
import DevComposition

await DevAppEntryPoint<AuthDev>.main()
