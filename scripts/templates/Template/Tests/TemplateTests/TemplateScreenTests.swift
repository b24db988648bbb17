import TemplateInterface
import TemplateTesting
import TerminalUI
import TerminalUITesting
import Testing
@testable import Template

@MainActor
@Suite struct TemplateScreenTests {
    @Test func addsWhatIsTypedAndGoesBackOnAnEmptyAnswer() async throws {
        let service = DefaultTemplateService(repository: InMemoryTemplateRepository(items: [TemplateItem(text: "old")]))
        let terminal = ScriptedTerminal(input: ["new", ""], isInteractive: true)
        #expect(await TemplateScreen(service: service).run(on: terminal) == .back)
        #expect(try service.items() == [TemplateItem(text: "old"), TemplateItem(text: "new")])
        #expect(terminal.output.contains("1  old\n"))
        #expect(terminal.output.contains("Added \"new\".\n"))
        #expect(terminal.output.contains("2  new\n"))
    }

    @Test func endOfInputLeaves() async {
        let service = DefaultTemplateService(repository: InMemoryTemplateRepository())
        let terminal = ScriptedTerminal(input: [], isInteractive: true)
        #expect(await TemplateScreen(service: service).run(on: terminal) == .quit)
        #expect(terminal.output.contains("Nothing yet.\n"))
    }
}
