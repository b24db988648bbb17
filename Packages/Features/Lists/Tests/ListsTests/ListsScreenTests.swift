import AuthInterface
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

    @Test func listsSharedWithTheProfileFollowItsOwn() async throws {
        let repository = InMemoryListsRepository(lists: [("Date night", ["tt0068646"])])
        let directory = FixedProfileDirectory()
        let sam = try #require(try directory.profile(named: "sam"))
        func service(_ profile: Profile) -> DefaultListsService {
            DefaultListsService(profiles: SignedInProfile(profile), repository: repository, titles: FixtureTitles.standard, library: FixtureLibrary.standard, directory: directory)
        }
        _ = try await service(.fixture).setCollaborator("sam", access: .edit, on: "Date night")
        let terminal = ScriptedTerminal(input: [""], isInteractive: true)
        #expect(await ListsScreen(service: service(sam)).run(on: terminal) == .back)
        #expect(terminal.output.contains("No lists yet.\n"))
        #expect(terminal.output.contains("Date night (1), dev's; you may read and edit it\n"), "\(terminal.output)")
    }
}
