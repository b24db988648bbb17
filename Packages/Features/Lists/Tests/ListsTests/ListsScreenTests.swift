import AuthTesting
import ListsInterface
import ListsTesting
import TerminalUI
import TerminalUITesting
import Testing
@testable import Lists
@testable import ListsCLI

@MainActor
@Suite struct ListsScreenTests {
    @Test func makesTheListTypedAndGoesBackOnAnEmptyAnswer() async throws {
        let service = DefaultListsService(profiles: SignedInProfile(), repository: InMemoryListsRepository(lists: [("Old", ["tt0068646"])]), titles: FixtureTitles.standard, library: FixtureLibrary.standard)
        let terminal = ScriptedTerminal(input: ["Westerns", ""], isInteractive: true)
        #expect(await ListsScreen(service: service).run(on: terminal) == .back)
        #expect(try await service.lists().map(\.name) == ["Old", "Westerns"])
        #expect(terminal.output.contains("Old (1)\n"))
        #expect(terminal.output.contains("Made the list \"Westerns\".\n"))
        #expect(terminal.output.contains("Westerns (0)\n"))
    }

    @Test func endOfInputLeaves() async {
        let service = DefaultListsService(profiles: SignedInProfile(), repository: InMemoryListsRepository(), titles: FixtureTitles.standard, library: FixtureLibrary.standard)
        let terminal = ScriptedTerminal(input: [], isInteractive: true)
        #expect(await ListsScreen(service: service).run(on: terminal) == .quit)
        #expect(terminal.output.contains("No lists yet.\n"))
    }
}
