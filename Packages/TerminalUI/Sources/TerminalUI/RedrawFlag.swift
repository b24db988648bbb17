import Synchronization

/// Whether a screen must draw again. It starts set; an observation's `onChange` sets it,
/// from whatever thread the change happened on, and the screen takes it before drawing.
public final class RedrawFlag: Sendable {
    private let needed = Atomic<Bool>(true)

    /// Creates a flag that asks for the first drawing.
    public init() {}

    /// Asks for a redraw.
    public func set() {
        needed.store(true, ordering: .releasing)
    }

    /// Whether a redraw was asked for since the last call; clears the request.
    public func takeNeeded() -> Bool {
        needed.exchange(false, ordering: .acquiringAndReleasing)
    }
}
