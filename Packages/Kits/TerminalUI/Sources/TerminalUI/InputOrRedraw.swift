import TerminalUIInterface

/// What ended a screen's wait for input: the input, or a request to draw again first.
public enum InputOrRedraw<Input: Sendable>: Sendable {
    /// The person answered (or input ended).
    case input(Input)
    /// What the screen shows changed before an answer came: draw again, then ask again.
    /// Anything typed meanwhile is kept for the next read.
    case redraw
}

extension InputOrRedraw: Equatable where Input: Equatable {}

extension Terminal {
    /// Waits for one line of input or for `redraw` to be set, whichever comes first, without
    /// blocking the actor. When both come at once the line wins and `redraw` stays set, so
    /// the screen draws again before its next prompt. A cancelled task gets `.input(nil)`,
    /// end of input, so the screen leaves instead of asking again.
    public func nextLine(orRedraw redraw: RedrawFlag) async -> InputOrRedraw<String?> {
        await withTaskGroup(of: InputOrRedraw<String?>?.self) { group in
            group.addTask { (try? await nextLine()).map { .input($0) } }
            group.addTask { (try? await redraw.wait()).map { .redraw } }
            var outcomes: [InputOrRedraw<String?>] = []
            if let first = await group.next(), let first { outcomes.append(first) }
            group.cancelAll()
            // The cancelled read may have taken its line already; keep it rather than lose it.
            for await outcome in group {
                if let outcome { outcomes.append(outcome) }
            }
            for case .input(let line) in outcomes { return .input(line) }
            return outcomes.isEmpty ? .input(nil) : .redraw
        }
    }
}
