import Foundation
import Synchronization

/// Holds the single instance of a shared registration and makes sure it is created once,
/// even when many threads ask for it first.
///
/// Once created, the instance is read with one atomic load and no lock. Before that, the
/// creating thread runs the factory with no lock held, so a factory may resolve other
/// services; other threads asking meanwhile wait on the condition until it is done.
@usableFromInline
final class SharedInstanceCell<Value: Sendable>: @unchecked Sendable {
    // Safe to mark @unchecked Sendable: `state` is only read or written while `condition`
    // is locked; `published` is atomic and only ever goes from zero to the address of the
    // `Instance` that `state` then holds for the cell's lifetime; the values are `Sendable`.
    @usableFromInline let condition = NSCondition()
    @usableFromInline var state: State = .empty
    /// The address of the created `Instance`, or zero until it exists.
    @usableFromInline let published = Atomic<UInt>(0)

    @usableFromInline
    init() {}

    /// The created instance, boxed so that its address can be published atomically.
    @usableFromInline
    final class Instance: Sendable {
        @usableFromInline let value: Value

        @usableFromInline
        init(_ value: Value) {
            self.value = value
        }
    }

    @usableFromInline
    enum State {
        case empty
        /// The thread running the factory.
        case creating(ObjectIdentifier)
        case ready(Instance)
    }

    /// Returns the instance, creating it with `create` if no thread has yet.
    @inlinable
    func value(orCreateWith create: () throws -> Value) throws -> Value {
        let address = published.load(ordering: .acquiring)
        if let pointer = UnsafeRawPointer(bitPattern: address) {
            // Safe: a non-zero address is that of the `Instance` which `state` holds, as
            // `.ready`, for as long as this cell lives, and this method runs on the cell.
            return Unmanaged<Instance>.fromOpaque(pointer)._withUnsafeGuaranteedRef { $0.value }
        }
        return try valueWhileCreating(create)
    }

    /// The slow path: wait for another thread's creation, or create the instance here.
    @usableFromInline
    func valueWhileCreating(_ create: () throws -> Value) throws -> Value {
        condition.lock()
        while true {
            switch state {
            case .ready(let instance):
                condition.unlock()
                return instance.value
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
        let instance = Instance(created)
        condition.lock()
        state = .ready(instance)
        published.store(UInt(bitPattern: Unmanaged.passUnretained(instance).toOpaque()), ordering: .releasing)
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
