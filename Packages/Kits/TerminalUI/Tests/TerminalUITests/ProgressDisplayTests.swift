import TerminalUITesting
import Testing
import TerminalUI

/// Progress on standard error: a bar redrawn in place on a terminal, plain lines when piped,
/// nothing when quiet.
@Suite struct ProgressDisplayTests {
    @Test func aTerminalGetsABarRedrawnInPlaceAndClearedAtTheEnd() {
        let terminal = ScriptedTerminal(isInteractive: true)
        let display = ProgressDisplay(terminal: terminal, mode: .bar, unit: "rows")
        display.update(stage: "Matching", fraction: 0.5, count: 500)
        display.finish()
        let written = terminal.errorOutput
        #expect(written.hasPrefix("\rMatching  [############------------]   50%  500 rows  "), "\(written.debugDescription)")
        #expect(written.hasSuffix("\u{1B}[K\r\u{1B}[K") && terminal.output.isEmpty)
    }

    @Test func aPipeGetsPlainLinesAtMostOnceAnInterval() {
        let terminal = ScriptedTerminal()
        let display = ProgressDisplay(terminal: terminal, mode: .lines, unit: "rows", lineInterval: .seconds(3600))
        display.update(stage: "Matching", fraction: 0.1, count: 10)
        display.update(stage: "Matching", fraction: 0.2, count: 20)
        display.finish()
        let lines = terminal.errorOutput.split(separator: "\n")
        #expect(lines.count == 1 && lines.first?.hasPrefix("Matching   10%  10 rows  ") == true, "\(terminal.errorOutput.debugDescription)")
        #expect(!terminal.errorOutput.contains("\r") && !terminal.errorOutput.contains("\u{1B}"))
    }

    @Test func quietShowsNothing() {
        let terminal = ScriptedTerminal(isInteractive: true)
        let display = ProgressDisplay(terminal: terminal, mode: .quiet, unit: "rows")
        display.update(stage: "Matching", fraction: 0.5, count: 5)
        display.finish()
        #expect(terminal.errorOutput.isEmpty)
    }
}
