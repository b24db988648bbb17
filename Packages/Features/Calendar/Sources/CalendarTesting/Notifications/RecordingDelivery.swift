import CalendarInterface
import CalendarPorts
import Foundation
import Synchronization

/// A ``MessageDelivery`` that keeps what it is given, for tests and the dev app: each message
/// with its target's address, and a failure for the addresses a test breaks.
public final class RecordingDelivery: MessageDelivery {
    private struct State {
        var delivered: [(address: URL, message: Message)] = []
        var broken: Set<URL> = []
    }

    private let state = Mutex(State())

    /// A delivery that takes everything.
    public init() {}

    /// The messages delivered, in order, with their targets' addresses.
    public var delivered: [(address: URL, message: Message)] { state.withLock { $0.delivered } }

    /// Makes sends to `address` fail, or work again.
    public func breaks(_ address: URL, _ broken: Bool = true) {
        state.withLock { state in
            if broken { state.broken.insert(address) } else { state.broken.remove(address) }
        }
    }

    public func check(_ target: NewTarget) throws {
        guard target.address.scheme == "http" || target.address.scheme == "https" else {
            throw NotificationError.invalidTarget("a target's address must be http or https")
        }
        if target.kind.needsToken && (target.token ?? "").isEmpty { throw NotificationError.invalidTarget("\(target.kind.rawValue) needs a token") }
    }

    public func deliver(_ message: Message, to target: TargetAddress) throws {
        try state.withLock { state in
            if state.broken.contains(target.address) { throw NotificationError.deliveryFailed("\(target.address) answered 503") }
            state.delivered.append((target.address, message))
        }
    }
}
