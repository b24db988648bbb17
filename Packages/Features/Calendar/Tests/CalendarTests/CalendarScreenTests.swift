import AuthTesting
import CalendarInterface
import CalendarTesting
import TerminalUI
import TerminalUITesting
import Testing
@testable import Calendar
@testable import CalendarCLI

@MainActor
@Suite struct CalendarScreenTests {
    @Test func addsWhatIsTypedAndGoesBackOnAnEmptyAnswer() async throws {
        let service = DefaultCalendarService(profiles: SignedInProfile(), repository: InMemoryCalendarRepository(texts: ["old"]))
        let terminal = ScriptedTerminal(input: ["new", ""], isInteractive: true)
        #expect(await CalendarScreen(service: service).run(on: terminal) == .back)
        #expect(try await service.items().map(\.text) == ["old", "new"])
        #expect(terminal.output.contains("1  old\n"))
        #expect(terminal.output.contains("Added \"new\".\n"))
        #expect(terminal.output.contains("2  new\n"))
    }

    @Test func endOfInputLeaves() async {
        let service = DefaultCalendarService(profiles: SignedInProfile(), repository: InMemoryCalendarRepository())
        let terminal = ScriptedTerminal(input: [], isInteractive: true)
        #expect(await CalendarScreen(service: service).run(on: terminal) == .quit)
        #expect(terminal.output.contains("Nothing yet.\n"))
    }
}
