import Foundation
import TerminalUIInterface

extension Terminal {
    /// Shows `question` and reads a line, trimmed; `nil` at end of input. Blocks the
    /// calling thread while it waits.
    public func ask(_ question: String) -> String? {
        write(question)
        return readLine()?.trimmingCharacters(in: .whitespaces)
    }

    /// Shows `question` and waits for a line without blocking the actor, trimmed; `nil` at
    /// end of input, or when the task is cancelled (the screen is being left).
    public func waitForAnswer(_ question: String) async -> String? {
        write(question)
        return (try? await nextLine())??.trimmingCharacters(in: .whitespaces)
    }

    /// Shows `question` and waits for a line, trimmed (`nil` at end of input), or for
    /// `redraw` to be set, whichever comes first. After a redraw, ask again: the question
    /// is written anew below what was drawn.
    public func waitForAnswer(_ question: String, orRedraw redraw: RedrawFlag) async -> InputOrRedraw<String?> {
        write(question)
        switch await nextLine(orRedraw: redraw) {
        case .input(let line): return .input(line?.trimmingCharacters(in: .whitespaces))
        case .redraw: return .redraw
        }
    }

    /// Writes an error in red (when colors are on) to standard output, for screens,
    /// where the message belongs next to the prompt that caused it.
    public func showProblem(_ message: String) {
        writeLine(style.red(message))
    }
}
