import Foundation
import TerminalUITesting
import Testing
import TerminalUI

@MainActor
@Suite struct EntryPointTests {
    @Test func withoutATerminalTheHelpIsPrintedAndNoScreenRuns() async {
        let terminal = ScriptedTerminal(isInteractive: false)
        let exit = await presentScreenOrHelp(on: terminal, help: "USAGE: tool") { MessageScreen("screen ran") }
        #expect(exit == nil)
        #expect(terminal.output == "USAGE: tool\n")
    }

    @Test func onATerminalTheScreenRuns() async {
        let terminal = ScriptedTerminal(isInteractive: true)
        let exit = await presentScreenOrHelp(on: terminal, help: "USAGE: tool") { MessageScreen("screen ran") }
        #expect(exit == .back)
        #expect(terminal.output == "screen ran\n")
    }

    @Test func jsonOutputIsSortedPrettyAndEndsWithANewline() throws {
        struct Sample: Encodable { let b = "x/y"; let a = 1 }
        #expect(try JSONOutput.encode(Sample()) == "{\n  \"a\" : 1,\n  \"b\" : \"x/y\"\n}\n")
    }
}
