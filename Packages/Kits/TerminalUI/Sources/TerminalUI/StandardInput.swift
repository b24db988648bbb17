import Dispatch
import Foundation

/// The process's standard input, read one line at a time on a thread of its own, so that a
/// screen can wait for a line without holding the main actor.
///
/// Every read of ``StandardTerminal`` goes through here, waiting or blocking, so two reads
/// never race for the same line. The thread reads only when a reader asks and no line is
/// buffered. A line asked for by a reader that stopped waiting (its screen drew itself
/// again) is kept for the next read.
final class StandardInput: Sendable {
    /// The one reader of this process's standard input.
    static let shared = StandardInput()

    /// The lines read and the readers waiting for them.
    let lines: LineQueue

    private init() {
        let wanted = DispatchSemaphore(value: 0)
        let lines = LineQueue(requestSupply: { wanted.signal() })
        self.lines = lines
        let reader = Thread {
            while true {
                wanted.wait()
                lines.push(Swift.readLine(strippingNewline: true))
            }
        }
        reader.name = "standard input"
        reader.start()
    }
}
