import ArgumentParser
import Injection
import TemplateInterface
import TemplateTesting
import TerminalUI
import TerminalUIInterface
import TerminalUITesting
import Testing
@testable import Template

/// The commands, in-process, on the in-memory repository.
@Suite struct TemplateCommandTests {
    private func run(_ type: any ParsableCommand.Type, _ arguments: [String], service: any TemplateService) async throws -> String {
        let terminal = ScriptedTerminal()
        let container = Container()
        container.register((any Terminal).self, instance: terminal)
        container.register((any TemplateService).self, instance: service)
        try await InjectionContext.withContainer(container) {
            var command = try type.parse(arguments)
            try InjectionContext.prepare(command)
            try command.run()
        }
        return terminal.output
    }

    @Test func addThenListPrintsANumberedTable() async throws {
        let service = DefaultTemplateService(repository: InMemoryTemplateRepository())
        #expect(try await run(TemplateAddCommand.self, ["first item"], service: service) == "Added \"first item\".\n")
        #expect(try await run(TemplateAddCommand.self, ["second"], service: service) == "Added \"second\".\n")
        #expect(try await run(TemplateListCommand.self, [], service: service) == "#  Text\n1  first item\n2  second\n")
    }

    @Test func addingBlankTextFailsWithTheFeaturesError() async {
        let service = DefaultTemplateService(repository: InMemoryTemplateRepository())
        await #expect(throws: TemplateError.blankText) { try await run(TemplateAddCommand.self, [" "], service: service) }
    }
}
