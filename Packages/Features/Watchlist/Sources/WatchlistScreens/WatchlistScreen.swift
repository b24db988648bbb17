import AuthInterface
import Observation
import TerminalUI
import TerminalUIInterface
import WatchlistInterface

/// The signed-in profile's list, with actions to mark watched (with a rating) and remove.
///
/// It is generic over its model (generic over the observed dependency, not type-erased): the screen is written once
/// against ``WatchlistScreenModel``, the composition root picks the concrete model, and
/// observation tracks that model's own properties with static dispatch. The factory still
/// returns it as `any Screen`, so nobody outside sees the generic parameter.
/// See the package README for why not `any WatchlistScreenModel` or a type-erased model.
public struct WatchlistScreen<Model: WatchlistScreenModel>: Screen {
    private let model: Model
    private let authScreens: any AuthScreenBuildable

    /// Creates the screen; `authScreens` supplies log-in when no one is signed in.
    public init(model: Model, authScreens: any AuthScreenBuildable) {
        self.model = model
        self.authScreens = authScreens
    }

    public func run(on terminal: any Terminal) async -> ScreenExit {
        await model.reload()
        if model.profileName == nil {
            terminal.writeLine("Log in to see your watchlist.")
            if await authScreens.makeLogInScreen().run(on: terminal) == .quit { return .quit }
            await model.reload()
            if model.profileName == nil { return .back }
        }
        // The model follows changes made elsewhere only while the screen is on show.
        let following = Task { await model.followExternalChanges() }
        defer { following.cancel() }
        return await showList(on: terminal)
    }

    /// Draws the list and waits for a choice or a change to the model, whichever comes
    /// first: a change draws the list again, with the prompt below it, without a key press.
    private func showList(on terminal: any Terminal) async -> ScreenExit {
        let menu = Menu(items: [
            .init(key: "1", letter: "w", title: "Mark watched"),
            .init(key: "2", letter: "r", title: "Remove"),
            .init(key: "3", letter: "b", title: "Back"),
        ])
        let redraw = RedrawFlag()
        while true {
            drawIfNeeded(redraw, menu: menu, on: terminal)
            switch await menu.waitForAnswer(on: terminal, orRedraw: redraw) {
            case .redraw: continue
            case .input(.endOfInput): return .quit
            case .input(.invalid): continue
            case .input(.chosen("1")): if await markWatched(on: terminal, redraw: redraw, menu: menu) == .quit { return .quit }
            case .input(.chosen("2")): if await remove(on: terminal, redraw: redraw, menu: menu) == .quit { return .quit }
            case .input(.chosen): return .back
            }
        }
    }

    /// Draws the list and the menu if the model changed since they were last drawn, and
    /// tracks what the drawing read, so the next change sets `redraw` (and wakes the wait).
    private func drawIfNeeded(_ redraw: RedrawFlag, menu: Menu, on terminal: any Terminal) {
        guard redraw.takeNeeded() else { return }
        withObservationTracking { render(on: terminal) } onChange: { redraw.set() }
        menu.show(on: terminal)
    }

    /// Prints the list and the status line; reads only observed state.
    private func render(on terminal: any Terminal) {
        terminal.writeLine()
        terminal.writeLine(terminal.style.bold("My watchlist") + " — \(model.profileName ?? "not logged in")")
        if model.entries.isEmpty {
            terminal.writeLine(terminal.style.dim("Nothing here yet: search for a film and add it."))
        } else {
            let rows = model.entries.enumerated().map { index, entry in
                [String(index + 1), entry.title, entry.year.map(String.init) ?? "—", entry.isWatched ? "yes" : "no", entry.rating.map { "\($0)/10" } ?? "—"]
            }
            terminal.write(TextTable(
                columns: [.init("#", alignment: .right), .init("Title"), .init("Year", alignment: .right), .init("Watched"), .init("Rating", alignment: .right)],
                rows: rows
            ).render(style: terminal.style))
        }
        if let status = model.status {
            terminal.writeLine(status.isProblem ? terminal.style.red(status.message) : terminal.style.green(status.message))
        }
    }

    private func markWatched(on terminal: any Terminal, redraw: RedrawFlag, menu: Menu) async -> ScreenExit {
        let entry: WatchlistEntry
        switch await pickEntry(on: terminal, redraw: redraw, menu: menu) {
        case .picked(let picked): entry = picked
        case .nothing: return .back
        case .endOfInput: return .quit
        }
        guard let answer = await terminal.waitForAnswer("Rating 1-10 (empty for none): ") else { return .quit }
        var rating: Int?
        if !answer.isEmpty {
            guard let number = Int(answer), Rating.range.contains(number) else {
                terminal.showProblem("A rating is a whole number from 1 to 10.")
                return .back
            }
            rating = number
        }
        await model.markWatched(entry.movieID, rating: rating)
        return .back
    }

    private func remove(on terminal: any Terminal, redraw: RedrawFlag, menu: Menu) async -> ScreenExit {
        switch await pickEntry(on: terminal, redraw: redraw, menu: menu) {
        case .picked(let entry):
            await model.remove(entry.movieID)
            return .back
        case .nothing: return .back
        case .endOfInput: return .quit
        }
    }

    private enum Pick {
        case picked(WatchlistEntry)
        case nothing
        case endOfInput
    }

    /// Asks for a number in the list as drawn last. The list is drawn first if it changed
    /// since, and the numbers keep to that drawing even if the model changes while the
    /// question waits; the change is drawn after the action.
    private func pickEntry(on terminal: any Terminal, redraw: RedrawFlag, menu: Menu) async -> Pick {
        drawIfNeeded(redraw, menu: menu, on: terminal)
        let shown = model.entries
        guard !shown.isEmpty else {
            terminal.showProblem("The list is empty.")
            return .nothing
        }
        guard let answer = await terminal.waitForAnswer("Which number (1-\(shown.count))? ") else { return .endOfInput }
        guard let number = Int(answer), shown.indices.contains(number - 1) else {
            terminal.showProblem("No entry \(answer).")
            return .nothing
        }
        return .picked(shown[number - 1])
    }
}
