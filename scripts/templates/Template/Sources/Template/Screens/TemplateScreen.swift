import TemplateInterface
import TerminalUI
import TerminalUIInterface

/// The Template feature's screen: the items, and a prompt to add one, until an empty answer.
public struct TemplateScreen: Screen {
    private let service: any TemplateService

    /// Creates the screen on `service`.
    public init(service: any TemplateService) {
        self.service = service
    }

    public func run(on terminal: any Terminal) async -> ScreenExit {
        while true {
            terminal.writeLine()
            terminal.writeLine(terminal.style.bold("Template"))
            do {
                let items = try service.items()
                terminal.write(items.isEmpty ? "Nothing yet.\n" : TemplateTable.make(items).render(style: terminal.style))
            } catch {
                terminal.showProblem("\(error)")
            }
            guard let text = await terminal.waitForAnswer("New item (empty to go back): ") else { return .quit }
            guard !text.isEmpty else { return .back }
            do {
                let item = try service.add(text)
                terminal.writeLine("Added \"\(item.text)\".")
            } catch {
                terminal.showProblem("\(error)")
            }
        }
    }
}
