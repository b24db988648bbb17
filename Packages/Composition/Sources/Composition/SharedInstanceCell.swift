import Foundation

/// Holds the single instance of a shared registration and makes sure it is created once,
/// even when many threads ask for it first.
///
/// The creating thread runs the factory with no lock held, so a factory may resolve other
/// services; other threads asking meanwhile wait on the condition until it is done.
final class SharedInstanceCell<Value: Sendable>: @unchecked Sendable {
    // Safe to mark @unchecked Sendable: `state` is only read or written while `condition`
    // is locked, and the values it stores are `Sendable`.
    private let condition = NSCondition()
    private var state: State = .empty

    private enum State {
        case empty
        case creating
        case ready(Value)
    }

    /// Returns the instance, creating it with `create` if no thread has yet.
    func value(orCreateWith create: () throws -> Value) throws -> Value {
        condition.lock()
        while true {
            switch state {
            case .ready(let value):
                condition.unlock()
                return value
            case .creating:
                condition.wait()
            case .empty:
                state = .creating
                condition.unlock()
                return try createAndPublish(create)
            }
        }
    }

    private func createAndPublish(_ create: () throws -> Value) throws -> Value {
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
