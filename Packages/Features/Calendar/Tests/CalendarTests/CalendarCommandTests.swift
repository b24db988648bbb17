import AuthTesting
import ArgumentParser
import Injection
import CalendarInterface
import CalendarTesting
import TerminalUI
import TerminalUIInterface
import TerminalUITesting
import Testing
@testable import Calendar
@testable import CalendarCLI

/// The commands, in-process, on the in-memory repository.
@Suite struct CalendarCommandTests {
    private func run(_ arguments: [String], service: any CalendarService) async throws -> String {
        let terminal = ScriptedTerminal()
        let container = Container()
        container.register((any Terminal).self, instance: terminal)
        container.register((any CalendarService).self, instance: service)
        try await InjectionContext.withContainer(container) {
            var command = try CalendarCommand.parseAsRoot(arguments)
            try InjectionContext.prepare(command)
            if var asynchronous = command as? any AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        }
        return terminal.output
    }

    @Test func addThenListPrintsANumberedTable() async throws {
        let service = DefaultCalendarService(profiles: SignedInProfile(), repository: InMemoryCalendarRepository())
        #expect(try await run(["add", "first item"], service: service) == "Added \"first item\".\n")
        #expect(try await run(["add", "second"], service: service) == "Added \"second\".\n")
        #expect(try await run(["list"], service: service) == "#  Text\n1  first item\n2  second\n")
    }

    @Test func addingBlankTextFailsWithTheFeaturesError() async {
        let service = DefaultCalendarService(profiles: SignedInProfile(), repository: InMemoryCalendarRepository())
        await #expect(throws: CalendarError.blankText) { try await run(["add", " "], service: service) }
    }
}
