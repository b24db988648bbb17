// The executable `template-dev`: its entry point, and nothing else. Everything it runs is in
// TemplateDevApp, which the root package's composition-root tests may import.
import TemplateDevApp

await TemplateDevEntryPoint.main()
