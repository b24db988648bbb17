import SeriesInterface
import SeriesTesting
import TerminalUI
import TerminalUITesting
import Testing
@testable import Series

@MainActor
@Suite struct SeriesScreenTests {
    @Test func addsWhatIsTypedAndGoesBackOnAnEmptyAnswer() async throws {
        let service = DefaultSeriesService(repository: InMemorySeriesRepository(texts: ["old"]))
        let terminal = ScriptedTerminal(input: ["new", ""], isInteractive: true)
        #expect(await SeriesScreen(service: service).run(on: terminal) == .back)
        #expect(try await service.items().map(\.text) == ["old", "new"])
        #expect(terminal.output.contains("1  old\n"))
        #expect(terminal.output.contains("Added \"new\".\n"))
        #expect(terminal.output.contains("2  new\n"))
    }

    @Test func endOfInputLeaves() async {
        let service = DefaultSeriesService(repository: InMemorySeriesRepository())
        let terminal = ScriptedTerminal(input: [], isInteractive: true)
        #expect(await SeriesScreen(service: service).run(on: terminal) == .quit)
        #expect(terminal.output.contains("Nothing yet.\n"))
    }
}
