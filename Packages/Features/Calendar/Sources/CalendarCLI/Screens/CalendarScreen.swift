import CalendarInterface
import TerminalUI
import TerminalUIInterface

/// The Calendar feature's screen: the items, and a prompt to add one, until an empty answer.
public struct CalendarScreen: Screen {
    private let service: any CalendarService

    /// Creates the screen on `service`.
    public init(service: any CalendarService) {
        self.service = service
    }

    public func run(on terminal: any Terminal) async -> ScreenExit {
        while true {
            terminal.writeLine()
            terminal.writeLine(terminal.style.bold("Calendar"))
            do {
                let items = try await service.items()
                terminal.write(items.isEmpty ? "Nothing yet.\n" : CalendarTable.make(items).render(style: terminal.style))
            } catch {
                terminal.showProblem("\(error)")
            }
            guard let text = await terminal.waitForAnswer("New item (empty to go back): ") else { return .quit }
            guard !text.isEmpty else { return .back }
            do {
                let item = try await service.add(text)
                terminal.writeLine("Added \"\(item.text)\".")
            } catch {
                terminal.showProblem("\(error)")
            }
        }
    }
}
