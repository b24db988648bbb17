import Dispatch
import Synchronization

/// Lines of input in the order they arrive, and the readers waiting for them in the order
/// they asked.
///
/// A reader whose task is cancelled before its line arrives leaves without taking one, so
/// the line goes to the next reader: nothing typed is lost when a screen stops waiting in
/// order to draw itself again.
package final class LineQueue: Sendable {
    /// What a reader gets.
    private enum Outcome: Sendable {
        /// A line, or `nil` for one end of input (Ctrl-D).
        case line(String?)
        /// The reader's task was cancelled first.
        case cancelled
    }

    private typealias Reader = (id: UInt64, deliver: @Sendable (Outcome) -> Void)

    private struct State {
        var lines: [String?] = []
        var ended = false
        var readers: [Reader] = []
        var nextReaderID: UInt64 = 0
        var supplyRequested = false
        var linesTaken = 0

        /// A buffered line, or end of input once input has ended; `nil` if the reader must wait.
        mutating func takeBuffered() -> Outcome? {
            if !lines.isEmpty {
                linesTaken += 1
                return .line(lines.removeFirst())
            }
            return ended ? .line(nil) : nil
        }

        /// Whether to ask the supplier for a line now: a reader waits, no line is buffered,
        /// and none has been asked for yet.
        mutating func shouldRequestSupply() -> Bool {
            guard !readers.isEmpty, lines.isEmpty, !ended, !supplyRequested else { return false }
            supplyRequested = true
            return true
        }

        mutating func reserveReaderID() -> UInt64 {
            defer { nextReaderID += 1 }
            return nextReaderID
        }
    }

    private let state = Mutex(State())
    private let requestSupply: (@Sendable () -> Void)?

    /// Creates an empty queue. `requestSupply`, if given, is called whenever a reader waits
    /// and no line has been asked for yet; the supplier answers with one ``push(_:)``.
    package init(requestSupply: (@Sendable () -> Void)? = nil) {
        self.requestSupply = requestSupply
    }

    /// Readers waiting for a line now.
    package var waitingReaders: Int { state.withLock { $0.readers.count } }

    /// Lines handed to readers so far.
    package var linesTaken: Int { state.withLock { $0.linesTaken } }

    /// Adds a line, or one end of input when `line` is `nil`, for the reader that has
    /// waited longest, or keeps it for the next one.
    package func push(_ line: String?) {
        let (reader, requestMore) = state.withLock { state -> (Reader?, Bool) in
            state.supplyRequested = false
            guard !state.readers.isEmpty else {
                state.lines.append(line)
                return (nil, false)
            }
            state.linesTaken += 1
            return (state.readers.removeFirst(), state.shouldRequestSupply())
        }
        reader?.deliver(.line(line))
        if requestMore { requestSupply?() }
    }

    /// Ends input for good: once the buffered lines are taken, waiting readers and every
    /// later read get `nil`.
    package func end() {
        let readers = state.withLock { state -> [Reader] in
            state.ended = true
            guard state.lines.isEmpty else { return [] }
            defer { state.readers = [] }
            return state.readers
        }
        for reader in readers { reader.deliver(.line(nil)) }
    }

    /// Waits for the next line; `nil` at end of input.
    /// - Throws: `CancellationError` when the task is cancelled before a line arrives;
    ///   that line then goes to the next reader.
    package func next() async throws(CancellationError) -> String? {
        let id = state.withLock { $0.reserveReaderID() }
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
                let (ready, requestMore) = state.withLock { state -> (Outcome?, Bool) in
                    // The cancellation handler runs after the task is marked cancelled, so
                    // either it sees this reader registered or this check sees the mark.
                    if Task.isCancelled { return (.cancelled, false) }
                    if let buffered = state.takeBuffered() { return (buffered, false) }
                    state.readers.append((id, { continuation.resume(returning: $0) }))
                    return (nil, state.shouldRequestSupply())
                }
                if let ready { continuation.resume(returning: ready) }
                if requestMore { requestSupply?() }
            }
        } onCancel: {
            cancel(readerID: id)
        }
        switch outcome {
        case .line(let line): return line
        case .cancelled: throw CancellationError()
        }
    }

    /// Blocks the calling thread until the next line; `nil` at end of input.
    package func nextBlocking() -> String? {
        let handoff = Handoff()
        let id = state.withLock { $0.reserveReaderID() }
        let (ready, requestMore) = state.withLock { state -> (Outcome?, Bool) in
            if let buffered = state.takeBuffered() { return (buffered, false) }
            state.readers.append((id, handoff.deliver))
            return (nil, state.shouldRequestSupply())
        }
        if requestMore { requestSupply?() }
        switch ready ?? handoff.wait() {
        case .line(let line): return line
        case .cancelled: return nil
        }
    }

    private func cancel(readerID id: UInt64) {
        let reader = state.withLock { state -> Reader? in
            guard let index = state.readers.firstIndex(where: { $0.id == id }) else { return nil }
            return state.readers.remove(at: index)
        }
        reader?.deliver(.cancelled)
    }

    /// Passes one outcome to a thread blocked in ``wait()``.
    private final class Handoff: Sendable {
        private let outcome = Mutex<Outcome?>(nil)
        private let delivered = DispatchSemaphore(value: 0)

        func deliver(_ value: Outcome) {
            outcome.withLock { $0 = value }
            delivered.signal()
        }

        func wait() -> Outcome {
            delivered.wait()
            return outcome.withLock { $0 } ?? .cancelled
        }
    }
}
