import Foundation

/// Holds the single instance of a shared registration and makes sure it is created once,
/// even when many threads ask for it first.
///
/// The creating thread runs the factory with no lock held, so a factory may resolve other
/// services; other threads asking meanwhile wait on the condition until it is done.
@usableFromInline
final class SharedInstanceCell<Value: Sendable>: @unchecked Sendable {
    // Safe to mark @unchecked Sendable: `state` is only read or written while `condition`
    // is locked, and the values it stores are `Sendable`.
    @usableFromInline let condition = NSCondition()
    @usableFromInline var state: State = .empty

    @usableFromInline
    init() {}

    @usableFromInline
    enum State {
        case empty
        /// The thread running the factory.
        case creating(ObjectIdentifier)
        case ready(Value)
    }

    /// Returns the instance, creating it with `create` if no thread has yet.
    @inlinable
    func value(orCreateWith create: () throws -> Value) throws -> Value {
        condition.lock()
        while true {
            switch state {
            case .ready(let value):
                condition.unlock()
                return value
            case .creating(let owner):
                // The creating thread asking again can only be a cycle: fail instead of
                // waiting for itself; the container then resolves again, tracking the path.
                guard owner != ObjectIdentifier(Thread.current) else {
                    condition.unlock()
                    throw ReentrantCreation()
                }
                condition.wait()
            case .empty:
                state = .creating(ObjectIdentifier(Thread.current))
                condition.unlock()
                return try createAndPublish(create)
            }
        }
    }

    @inlinable
    func createAndPublish(_ create: () throws -> Value) throws -> Value {
        let created: Value
        do {
            created = try create()
        } catch {
            condition.lock()
            state = .empty
            condition.broadcast()
            condition.unlock()
            throw error
        }
        condition.lock()
        state = .ready(created)
        condition.broadcast()
        condition.unlock()
        return created
    }
}

/// A shared factory, while running, asked for its own service on the same thread.
@usableFromInline
struct ReentrantCreation: Error {
    @usableFromInline init() {}
}
