import TerminalUITesting
import Testing
import TerminalUI

@MainActor
@Suite struct MenuTests {
    let menu = Menu(items: [.init(key: "1", letter: "s", title: "Search"), .init(key: "2", letter: "q", title: "Quit")])

    @Test func choosesByNumberOrLetterAndExplainsMistakes() {
        let terminal = ScriptedTerminal(input: ["x", "S"])
        #expect(menu.choose(on: terminal) == "1")
        #expect(terminal.output.contains("  1) Search [s]"))
        #expect(terminal.output.contains("Type one of 1, 2, or the letter in brackets."))
        #expect(menu.choose(on: ScriptedTerminal(input: ["2"])) == "2")
        #expect(menu.choose(on: ScriptedTerminal()) == nil)
    }

    @Test func readAnswerReportsEachKind() {
        let terminal = ScriptedTerminal(input: ["q", "zz"])
        #expect(menu.readAnswer(on: terminal) == .chosen("2"))
        #expect(menu.readAnswer(on: terminal) == .invalid)
        #expect(menu.readAnswer(on: terminal) == .endOfInput)
    }

    @Test func menuScreenOpensEntriesAndLeaves() async {
        let screen = MenuScreen(title: "Home", entries: [
            .init(letter: "h", title: "Hello", open: { MessageScreen("hello there") }),
        ])
        let terminal = ScriptedTerminal(input: ["h", "2"])
        #expect(await screen.run(on: terminal) == .back)
        #expect(terminal.output.contains("hello there"))
        #expect(await screen.run(on: ScriptedTerminal(input: ["1"])) == .quit)
    }
}
