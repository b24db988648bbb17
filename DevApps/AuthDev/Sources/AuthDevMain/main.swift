// The executable `auth-dev`: its entry point, and nothing else. Everything it runs is in
// AuthDevApp, which the root package's composition-root tests import.
import AuthDevApp

await AuthDevEntryPoint.main()
