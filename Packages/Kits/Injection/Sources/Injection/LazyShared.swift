import Synchronization

/// A shared value that a composition root stores but creates only on first use: the
/// database, the HTTP session, the embedded catalog. A run whose command never asks for it
/// never pays for it, and a run that asks twice creates it once.
///
/// Creation runs under the lock, so two threads asking at once get the same value; a
/// factory that throws leaves it uncreated, and the next use tries again.
public final class LazyShared<Value: Sendable>: Sendable {
    private let make: @Sendable () throws -> Value
    private let created = Mutex<Value?>(nil)

    /// Declares the value; `make` runs on first use.
    public init(_ make: @escaping @Sendable () throws -> Value) {
        self.make = make
    }

    /// The value, created now if this is the first use.
    public func value() throws -> Value {
        try created.withLock { created in
            if let created { return created }
            let value = try make()
            created = value
            return value
        }
    }

    /// Whether the value has been created; for tests that prove a run did not pay for it.
    public var isCreated: Bool {
        created.withLock { $0 != nil }
    }
}
