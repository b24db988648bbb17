import Synchronization

/// The container's registrations, read without taking a lock.
///
/// Every registration publishes a new immutable snapshot of the table with an atomic store;
/// lookups load the current snapshot and probe it. Old snapshots are never freed while the
/// registry lives, so a lookup that loaded one a moment before a registration still reads
/// valid memory. Registrations are few and happen at start-up, so keeping them costs little.
final class Registry: Sendable {
    /// One published state of the table; never mutated after publication.
    private final class Snapshot: Sendable {
        let table: RegistrationTable

        init(_ table: RegistrationTable) {
            self.table = table
        }
    }

    /// The address of the current snapshot.
    private let current: Atomic<UInt>
    /// Every snapshot ever published, newest last: it keeps them alive, and it serializes writers.
    private let published: Mutex<[Snapshot]>

    init() {
        let first = Snapshot(RegistrationTable())
        current = Atomic(UInt(bitPattern: Unmanaged.passUnretained(first).toOpaque()))
        published = Mutex([first])
    }

    /// The registration for `key`, if any.
    func registration(for key: ServiceKey) -> (any AnyRegistration)? {
        withCurrentTable { $0[key] }
    }

    /// The address of the registration for `key`, not retained. It stays valid while this
    /// registry lives: the snapshot that holds the registration is never freed before it.
    func address(for key: ServiceKey) -> UnsafeRawPointer? {
        withCurrentTable { $0.address(for: key) }
    }

    private func withCurrentTable<Result>(_ body: (RegistrationTable) -> Result) -> Result {
        let address = current.load(ordering: .acquiring)
        // Safe: the address is that of a snapshot which `published` retains until this registry
        // is deinitialized, and this method runs on the registry, so the registry is alive.
        // `init` stores a snapshot before any read, so the address is never zero.
        return Unmanaged<Snapshot>.fromOpaque(UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped)
            ._withUnsafeGuaranteedRef { body($0.table) }
    }

    /// Adds or replaces the registration for `key`.
    func insert(_ registration: any AnyRegistration, for key: ServiceKey) {
        published.withLock { snapshots in
            var table = snapshots[snapshots.count - 1].table
            table[key] = registration
            let next = Snapshot(table)
            snapshots.append(next)
            current.store(UInt(bitPattern: Unmanaged.passUnretained(next).toOpaque()), ordering: .releasing)
        }
    }

    /// Every registered key.
    var keys: [ServiceKey] {
        published.withLock { $0[$0.count - 1].table.allKeys }
    }
}
