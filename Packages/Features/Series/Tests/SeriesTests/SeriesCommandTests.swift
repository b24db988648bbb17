import ArgumentParser
import Injection
import SeriesInterface
import SeriesTesting
import TerminalUI
import TerminalUIInterface
import TerminalUITesting
import Testing
@testable import Series

/// The commands, in-process, on the in-memory repository.
@Suite struct SeriesCommandTests {
    private func run(_ arguments: [String], service: any SeriesService) async throws -> String {
        let terminal = ScriptedTerminal()
        let container = Container()
        container.register((any Terminal).self, instance: terminal)
        container.register((any SeriesService).self, instance: service)
        try await InjectionContext.withContainer(container) {
            var command = try SeriesCommand.parseAsRoot(arguments)
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
        let service = DefaultSeriesService(repository: InMemorySeriesRepository())
        #expect(try await run(["add", "first item"], service: service) == "Added \"first item\".\n")
        #expect(try await run(["add", "second"], service: service) == "Added \"second\".\n")
        #expect(try await run(["list"], service: service) == "#  Text\n1  first item\n2  second\n")
    }

    @Test func addingBlankTextFailsWithTheFeaturesError() async {
        let service = DefaultSeriesService(repository: InMemorySeriesRepository())
        await #expect(throws: SeriesError.blankText) { try await run(["add", " "], service: service) }
    }
}
