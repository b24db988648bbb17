import Foundation
import TerminalUITesting
import Testing
import TerminalUI

/// Waiting for input without blocking: a screen waits for a line or a redraw, whichever
/// comes first, and nothing typed is lost when the redraw wins.
@Suite struct WaitingInputTests {
    private struct TimedOut: Error, CustomStringConvertible {
        let description: String
    }

    /// Polls `condition` until it holds, for at most two seconds.
    private func waitUntil(_ what: String, _ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(2)
        while !condition() {
            guard ContinuousClock.now < deadline else { throw TimedOut(description: "timed out waiting until \(what)") }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    @Test func aReadWaitsUntilALineIsTyped() async throws {
        let terminal = ScriptedTerminal(waitsForInput: true)
        let read = Task { try await terminal.nextLine() }
        try await waitUntil("the read waits") { terminal.waitingReads == 1 }
        #expect(terminal.linesRead == 0)
        terminal.type("hello")
        #expect(try await read.value == "hello")
        #expect(terminal.linesRead == 1)
    }

    @Test func endingInputAnswersAWaitingRead() async throws {
        let terminal = ScriptedTerminal(waitsForInput: true)
        let read = Task { try await terminal.nextLine() }
        try await waitUntil("the read waits") { terminal.waitingReads == 1 }
        terminal.endInput()
        #expect(try await read.value == nil)
        #expect(terminal.readLine() == nil)
    }

    @Test func aCancelledReadLeavesItsLineForTheNextRead() async throws {
        let terminal = ScriptedTerminal(waitsForInput: true)
        let abandoned = Task { try await terminal.nextLine() }
        try await waitUntil("the read waits") { terminal.waitingReads == 1 }
        abandoned.cancel()
        await #expect(throws: CancellationError.self) { try await abandoned.value }
        #expect(terminal.waitingReads == 0)
        terminal.type("kept")
        #expect(try await terminal.nextLine() == "kept")
    }

    @Test func aRedrawEndsTheWaitAndTheLineTypedAfterIsKept() async throws {
        let terminal = ScriptedTerminal(waitsForInput: true)
        let redraw = RedrawFlag()
        #expect(redraw.takeNeeded())
        let wait = Task { await terminal.nextLine(orRedraw: redraw) }
        try await waitUntil("the wait reads") { terminal.waitingReads == 1 }
        redraw.set()
        #expect(await wait.value == .redraw)
        #expect(terminal.waitingReads == 0)
        terminal.type("after")
        #expect(await terminal.nextLine(orRedraw: RedrawFlag.taken()) == .input("after"))
    }

    @Test func aLineReadyAlongsideARedrawWinsAndTheRedrawStaysAskedFor() async {
        let terminal = ScriptedTerminal(input: ["typed"], waitsForInput: true)
        let redraw = RedrawFlag()
        #expect(await terminal.nextLine(orRedraw: redraw) == .input("typed"))
        #expect(redraw.takeNeeded())
    }

    @Test func aCancelledWaitReportsEndOfInputSoTheScreenLeaves() async {
        let terminal = ScriptedTerminal(waitsForInput: true)
        // Cancelled before or while it waits: either way, neither a line nor a redraw came.
        let wait = Task { await terminal.nextLine(orRedraw: RedrawFlag.taken()) }
        wait.cancel()
        #expect(await wait.value == .input(nil))
        #expect(terminal.waitingReads == 0)
    }

    @Test func aRedrawFlagWaitReturnsAtOnceWhenAlreadySetAndThrowsWhenCancelled() async throws {
        let redraw = RedrawFlag()
        try await redraw.wait()
        #expect(redraw.takeNeeded())
        let waiting = Task { try await redraw.wait() }
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
        #expect(!redraw.takeNeeded())
    }

    @Test func aMenuWaitsForAnAnswerOrARedraw() async throws {
        let menu = Menu(items: [.init(key: "1", letter: "a", title: "One"), .init(key: "2", letter: "b", title: "Two")])
        let terminal = ScriptedTerminal(input: ["b", "nonsense"], waitsForInput: true)
        let redraw = RedrawFlag.taken()
        #expect(await menu.waitForAnswer(on: terminal, orRedraw: redraw) == .input(.chosen("2")))
        #expect(await menu.waitForAnswer(on: terminal, orRedraw: redraw) == .input(.invalid))
        let third = Task { await menu.waitForAnswer(on: terminal, orRedraw: redraw) }
        try await waitUntil("the menu waits") { terminal.waitingReads == 1 }
        redraw.set()
        #expect(await third.value == .redraw)
        #expect(terminal.output == "Choose: Choose: Type one of 1, 2, or the letter in brackets.\nChoose: ")
    }
}

extension RedrawFlag {
    /// A flag whose first drawing has been taken, as a screen's is once it has drawn.
    static func taken() -> RedrawFlag {
        let flag = RedrawFlag()
        _ = flag.takeNeeded()
        return flag
    }
}
