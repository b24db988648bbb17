import SeriesInterface
import SeriesTesting
import TerminalUI
import TerminalUITesting
import Testing
@testable import Series
@testable import SeriesCLI

@MainActor
@Suite struct SeriesScreenTests {
    @Test func aSeriesScreenMarksWhatIsTypedPerEpisode() async throws {
        let fixture = SeriesFixture()
        let terminal = ScriptedTerminal(input: ["Pilot Light", "S1E2", "S2", "S7", "", ""], isInteractive: true)
        #expect(await SeriesScreen(service: fixture.service).run(on: terminal) == .back)
        #expect(terminal.output.contains("Season 1 ·✓·\n"))
        #expect(terminal.output.contains("Season 2 ✓✓\n"))
        #expect(terminal.output.contains("Pilot Light has no season 7"))
        #expect(terminal.output.contains("3/5"))
        #expect(try await fixture.service.history().count == 3)
    }

    @Test func endOfInputLeaves() async {
        let terminal = ScriptedTerminal(input: [], isInteractive: true)
        #expect(await SeriesScreen(service: SeriesFixture().service).run(on: terminal) == .quit)
        #expect(terminal.output.contains("None yet.\n"))
    }

    @Test func seasonAndEpisodeAnswersAreRead() {
        #expect(ShowScreen.selection("s2") == .season(2))
        #expect(ShowScreen.selection("S2E3") == .episodes(season: 2, numbers: 3...3))
        #expect(ShowScreen.selection("E3") == nil)
        #expect(ShowScreen.selection("S2E") == nil)
    }
}
