import TerminalUITesting
import Testing
import TerminalUI

/// A mock fetcher: injected mock data in place of the HTTP client.
private struct MockNames: NamesFetchable {
    let names: [(name: String, role: String)]
    func fetchNames(for key: String) async throws -> [(name: String, role: String)] {
        guard key == "42" else { throw NotFound() }
        return names
    }
    struct NotFound: Error, CustomStringConvertible { var description: String { "no such key" } }
}

@MainActor
@Suite struct NamesListScreenTests {
    @Test func showsTheFetchedNamesInOrder() async {
        let fetcher = MockNames(names: [("Keanu Reeves", "Neo"), ("Carrie-Anne Moss", "Trinity")])
        let terminal = ScriptedTerminal()
        #expect(await NamesListScreen(title: "Cast", key: "42", fetcher: fetcher).run(on: terminal) == .back)
        #expect(terminal.output == """
        Cast
        #  Name              Role
        1  Keanu Reeves      Neo
        2  Carrie-Anne Moss  Trinity

        """)
    }

    @Test func aFetchErrorIsShownNotThrown() async {
        let terminal = ScriptedTerminal()
        _ = await NamesListScreen(title: "Cast", key: "7", fetcher: MockNames(names: [])).run(on: terminal)
        #expect(terminal.output.contains("no such key"))
    }
}
