import Foundation
import Synchronization

/// Holds the single instance of a shared registration and makes sure it is created once,
/// even when many threads ask for it first.
///
/// Once created, the instance is read with one atomic load and no lock. Before that, the
/// creating thread runs the factory with no lock held, so a factory may resolve other
/// services; other threads asking meanwhile wait on the condition until it is done.
///
/// (`AtomicLazyReference` would say the same, but its `load` is not inlinable here: each
/// read looked up generic metadata, which nearly doubled the cost of resolving a shared service.)
@usableFromInline
final class SharedInstanceCell<Value: Sendable>: @unchecked Sendable {
    // Safe to mark @unchecked Sendable: `creator` is the only mutable stored property, and it
    // is only read or written while `condition` is locked; `published` is atomic, and the
    // value it leads to is `Sendable`.
    private let condition = NSCondition()
    /// The thread running the factory, while one is; guarded by `condition`.
    private var creator: ObjectIdentifier?
    /// The address of the created `Instance`, or zero until it exists. It is stored once, by
    /// the creating thread, and never changes again. The cell owns one strong reference to
    /// that instance (`passRetained` in `createAndPublish`), given back in `deinit`.
    @usableFromInline let published = Atomic<UInt>(0)

    init() {}

    deinit {
        if let address = UnsafeRawPointer(bitPattern: published.load(ordering: .acquiring)) {
            // Safe: the reference that `createAndPublish` retained, released once, here.
            Unmanaged<Instance>.fromOpaque(address).release()
        }
    }

    /// The created instance, boxed so that its address can be published atomically.
    @usableFromInline
    final class Instance: Sendable {
        @usableFromInline let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    /// The created value, read with one atomic load, or `nil` until it exists.
    @inlinable
    var created: Value? {
        publishedInstance?.value
    }

    /// The created instance, or `nil` until it exists.
    @inlinable
    var publishedInstance: Instance? {
        // The acquiring load pairs with the releasing store in `createAndPublish`, so the
        // instance's contents are visible once its address is.
        guard let address = UnsafeRawPointer(bitPattern: published.load(ordering: .acquiring)) else { return nil }
        // Safe: a non-zero address is that of the `Instance` this cell owns a reference to
        // until its `deinit`, and this runs on the cell, so the cell and the instance are alive.
        return Unmanaged<Instance>.fromOpaque(address).takeUnretainedValue()
    }

    /// Returns the value once created: waits for another thread's creation, or creates the
    /// instance here with `create`.
    @usableFromInline
    func valueWhileCreating(_ create: () throws -> Value) throws -> Value {
        let current = ObjectIdentifier(Thread.current)
        condition.lock()
        while true {
            if let instance = publishedInstance {
                condition.unlock()
                return instance.value
            }
            guard let owner = creator else { break }
            // The creating thread asking again can only be a cycle: fail instead of
            // waiting for itself; the container then resolves again, tracking the path.
            guard owner != current else {
                condition.unlock()
                throw ReentrantCreation()
            }
            condition.wait()
        }
        creator = current
        condition.unlock()
        return try createAndPublish(create)
    }

    private func createAndPublish(_ create: () throws -> Value) throws -> Value {
        let created: Value
        do {
            created = try create()
        } catch {
            finishCreating()
            throw error
        }
        // Only the thread that set `creator` gets here, and only once, as no thread creates
        // again once the address is published; the cell owns the reference retained here.
        let instance = Unmanaged.passRetained(Instance(created))
        published.store(UInt(bitPattern: instance.toOpaque()), ordering: .releasing)
        finishCreating()
        return created
    }

    /// Lets the threads waiting for the creation go on, to read the instance or try again.
    private func finishCreating() {
        condition.lock()
        creator = nil
        condition.broadcast()
        condition.unlock()
    }
}

/// A shared factory, while running, asked for its own service on the same thread.
struct ReentrantCreation: Error {}
