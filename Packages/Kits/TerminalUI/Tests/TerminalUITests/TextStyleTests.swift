import Testing
import TerminalUI
import TerminalUIInterface

@Suite struct TextStyleTests {
    @Test func colorOnlyOnATerminalWithoutNoColor() {
        #expect(TextStyle.detect(environment: [:], isTerminal: true) == .ansi)
        #expect(TextStyle.detect(environment: [:], isTerminal: false) == .plain)
        #expect(TextStyle.detect(environment: ["NO_COLOR": "1"], isTerminal: true) == .plain)
        #expect(TextStyle.detect(environment: ["TERM": "dumb"], isTerminal: true) == .plain)
    }

    @Test func anEmptyNoColorDoesNotDisableColor() {
        #expect(TextStyle.detect(environment: ["NO_COLOR": ""], isTerminal: true) == .ansi)
    }

    @Test func plainStyleLeavesTextUnchanged() {
        #expect(TextStyle.plain.red("error") == "error")
        #expect(TextStyle.ansi.red("error") == "\u{1B}[31merror\u{1B}[0m")
    }
}
