import Foundation
import TerminalUIInterface

/// A numbered menu whose items can also be chosen by a letter: `1) Search [s]`.
public struct Menu: Sendable {
    /// One choice.
    public struct Item: Sendable {
        /// The number that chooses it, and what ``Menu/choose(on:prompt:)`` returns.
        public let key: String
        /// A letter that chooses it too.
        public let letter: Character
        /// What it does.
        public let title: String

        /// Creates an item.
        public init(key: String, letter: Character, title: String) {
            self.key = key
            self.letter = letter
            self.title = title
        }
    }

    /// The choices, in order.
    public let items: [Item]

    /// Creates a menu.
    public init(items: [Item]) {
        self.items = items
    }

    /// What one answer to a menu was.
    public enum Answer: Equatable, Sendable {
        /// The key of the chosen item.
        case chosen(String)
        /// Something that is not a choice; a problem was shown.
        case invalid
        /// Input ended.
        case endOfInput
    }

    /// Prints the items, one a line.
    public func show(on terminal: any Terminal) {
        for item in items {
            terminal.writeLine("  \(terminal.style.bold(item.key))) \(item.title) \(terminal.style.dim("[\(item.letter)]"))")
        }
    }

    /// Reads one answer; an invalid one is explained and reported as such, so the caller
    /// can redraw before asking again.
    public func readAnswer(on terminal: any Terminal, prompt: String = "Choose: ") -> Answer {
        interpret(terminal.ask(prompt), on: terminal)
    }

    /// Waits for one answer, like ``readAnswer(on:prompt:)`` but without blocking the actor,
    /// or for `redraw` to be set, whichever comes first: a screen that shows changing state
    /// draws again and asks again, with no key pressed.
    public func waitForAnswer(on terminal: any Terminal, prompt: String = "Choose: ", orRedraw redraw: RedrawFlag) async -> InputOrRedraw<Answer> {
        switch await terminal.waitForAnswer(prompt, orRedraw: redraw) {
        case .input(let line): return .input(interpret(line, on: terminal))
        case .redraw: return .redraw
        }
    }

    private func interpret(_ answer: String?, on terminal: any Terminal) -> Answer {
        guard let answer else { return .endOfInput }
        if let item = item(for: answer) { return .chosen(item.key) }
        let keys = items.map(\.key).joined(separator: ", ")
        terminal.showProblem("Type one of \(keys), or the letter in brackets.")
        return .invalid
    }

    /// Shows the menu and reads answers until one is valid. Returns the chosen item's key,
    /// or `nil` at end of input.
    public func choose(on terminal: any Terminal, prompt: String = "Choose: ") -> String? {
        show(on: terminal)
        while true {
            switch readAnswer(on: terminal, prompt: prompt) {
            case .chosen(let key): return key
            case .invalid: continue
            case .endOfInput: return nil
            }
        }
    }

    /// The item an answer picks: its number or its letter, ignoring case.
    public func item(for answer: String) -> Item? {
        let normalized = answer.trimmingCharacters(in: .whitespaces).lowercased()
        return items.first { $0.key == normalized || String($0.letter).lowercased() == normalized }
    }
}
