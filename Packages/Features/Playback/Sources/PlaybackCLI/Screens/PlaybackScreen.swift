import PlaybackInterface
import TerminalUI
import TerminalUIInterface

/// The Playback feature's screen: the items, and a prompt to add one, until an empty answer.
public struct PlaybackScreen: Screen {
    private let service: any PlaybackService

    /// Creates the screen on `service`.
    public init(service: any PlaybackService) {
        self.service = service
    }

    public func run(on terminal: any Terminal) async -> ScreenExit {
        while true {
            terminal.writeLine()
            terminal.writeLine(terminal.style.bold("Playback"))
            do {
                let items = try await service.items()
                terminal.write(items.isEmpty ? "Nothing yet.\n" : PlaybackTable.make(items).render(style: terminal.style))
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
