import CalendarInterface
import Foundation
import TerminalUI
import TerminalUIInterface

/// The Calendar feature's screen: what airs in the next 7 days; `r` fetches the air dates
/// again, an empty answer goes back.
public struct CalendarScreen: Screen {
    private let service: any CalendarService
    private let invocation: CalendarInvocation

    /// Creates the screen on `service`; its notes name the commands as `invocation` does.
    public init(service: any CalendarService, invocation: CalendarInvocation) {
        self.service = service
        self.invocation = invocation
    }

    public func run(on terminal: any Terminal) async -> ScreenExit {
        while true {
            terminal.writeLine()
            terminal.writeLine(terminal.style.bold("Calendar"))
            do {
                let schedule = try await service.schedule(from: nil, days: 7)
                terminal.write(CalendarOutput.text(schedule, now: Date(), style: terminal.style))
                for note in CalendarOutput.notes(schedule, invocation: invocation) { terminal.writeLine(note) }
            } catch {
                terminal.showProblem("\(error)")
            }
            guard let answer = await terminal.waitForAnswer("r to fetch the air dates again, empty to go back: ") else { return .quit }
            guard answer.lowercased() == "r" else { return .back }
            do {
                terminal.write(CalendarOutput.summary(try await service.refresh { _ in }))
            } catch {
                terminal.showProblem("\(error)")
            }
        }
    }
}
