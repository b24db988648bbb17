import TerminalUITesting
import Testing
import TerminalUI

@Suite struct ScriptedTerminalTests {
    @Test func readsItsScriptThenEndOfInput() {
        let terminal = ScriptedTerminal(input: ["first", "second"])
        #expect(terminal.readLine() == "first")
        #expect(terminal.readSecret(prompt: "Password: ") == "second")
        #expect(terminal.readLine() == nil)
        #expect(terminal.output == "Password: \n")
    }

    @Test func recordsOutputAndErrorsApart() {
        let terminal = ScriptedTerminal()
        terminal.writeLine("out")
        terminal.writeErrorLine("err")
        #expect(terminal.output == "out\n")
        #expect(terminal.errorOutput == "err\n")
    }
}
