// The composition root of `scrobbling-dev`, and its only one: every dependency its commands
// use is made in this file.
import Injection
import Foundation
import Scrobbling
import TerminalUI
import TerminalUIInterface

/// The Scrobbling dev app's own composition root: the feature's real event readers, with
/// nothing stored, for the edit loop of a reader.
final class ScrobblingDevRoot: Sendable {
    /// Shared: the real terminal.
    let terminal: any Terminal
    /// When the events arrive.
    let receivedAt: Date

    init(wiring: ScrobblingDevWiring, environment: [String: String]) throws {
        terminal = StandardTerminal(environment: environment)
        if let text = wiring.receivedAt {
            guard let date = try? Date.ISO8601FormatStyle().parse(text) else { throw ScrobblingDevError.invalidTime(text) }
            receivedAt = date
        } else {
            receivedAt = Date()
        }
    }

    /// The container for the commands ArgumentParser creates.
    func makeContainer() -> Container {
        let container = Container()
        container.register((any Terminal).self, instance: terminal)
        container.register(EventClock.self, instance: EventClock(receivedAt: receivedAt))
        return container
    }
}

/// When the events a command reads arrive.
struct EventClock: Sendable {
    let receivedAt: Date
}
