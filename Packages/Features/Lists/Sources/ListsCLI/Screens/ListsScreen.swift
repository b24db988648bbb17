import ListsInterface
import TerminalUI
import TerminalUIInterface

/// The Lists feature's screen: the lists, those others share with the profile, and a prompt
/// to make one, until an empty answer.
public struct ListsScreen: Screen {
    private let service: any ListsService

    /// Creates the screen on `service`.
    public init(service: any ListsService) {
        self.service = service
    }

    public func run(on terminal: any Terminal) async -> ScreenExit {
        while true {
            terminal.writeLine()
            terminal.writeLine(terminal.style.bold("Lists"))
            do {
                let lists = try await service.lists()
                terminal.writeLine(lists.isEmpty ? "No lists yet." : lists.map { "\($0.name) (\($0.count))" }.joined(separator: "\n"))
                let shared = try await service.listsSharedWithYou()
                if !shared.isEmpty {
                    terminal.writeLine(terminal.style.bold("Shared with you"))
                    for list in shared {
                        terminal.writeLine("\(list.list.name) (\(list.list.count)), \(list.owner)'s; you may \(list.access == .edit ? "read and edit" : "read") it")
                    }
                }
            } catch {
                terminal.showProblem("\(error)")
            }
            guard let name = await terminal.waitForAnswer("New list's name (empty to go back): ") else { return .quit }
            guard !name.isEmpty else { return .back }
            do {
                let list = try await service.create(name, description: "")
                terminal.writeLine("Made the list \"\(list.name)\".")
            } catch {
                terminal.showProblem("\(error)")
            }
        }
    }
}
