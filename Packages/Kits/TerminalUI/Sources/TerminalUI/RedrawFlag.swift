import Synchronization

/// Whether a screen must draw again. It starts set; an observation's `onChange` sets it,
/// from whatever thread the change happened on, and the screen takes it before drawing.
/// A screen waiting for input also waits on it (``wait()``), so a change wakes the screen
/// without a key press.
public final class RedrawFlag: Sendable {
    private struct State {
        var needed = true
        var waiters: [UInt64: CheckedContinuation<Bool, Never>] = [:]
        var nextWaiterID: UInt64 = 0
    }

    private let state = Mutex(State())

    /// Creates a flag that asks for the first drawing.
    public init() {}

    /// Asks for a redraw, waking every ``wait()``.
    public func set() {
        let waiters = state.withLock { state in
            state.needed = true
            defer { state.waiters = [:] }
            return state.waiters.values
        }
        for waiter in waiters { waiter.resume(returning: true) }
    }

    /// Whether a redraw was asked for since the last call; clears the request.
    public func takeNeeded() -> Bool {
        state.withLock { state in
            defer { state.needed = false }
            return state.needed
        }
    }

    /// Returns once a redraw is asked for, at once if one already is; does not clear it.
    /// - Throws: `CancellationError` if the task is cancelled first.
    public func wait() async throws(CancellationError) {
        let id = state.withLock { state in
            defer { state.nextWaiterID += 1 }
            return state.nextWaiterID
        }
        let woken = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                let ready = state.withLock { state -> Bool? in
                    // The cancellation handler runs after the task is marked cancelled, so
                    // either it finds this waiter or this check sees the mark.
                    if Task.isCancelled { return false }
                    if state.needed { return true }
                    state.waiters[id] = continuation
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            state.withLock { $0.waiters.removeValue(forKey: id) }?.resume(returning: false)
        }
        if !woken { throw CancellationError() }
    }
}
