import Foundation

extension Terminal {
    /// Shows `question` and reads a line, trimmed; `nil` at end of input.
    public func ask(_ question: String) -> String? {
        write(question)
        return readLine()?.trimmingCharacters(in: .whitespaces)
    }

    /// Writes an error in red (when colors are on) to standard output, for screens,
    /// where the message belongs next to the prompt that caused it.
    public func showProblem(_ message: String) {
        writeLine(style.red(message))
    }
}
