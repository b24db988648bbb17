import Synchronization

/// Where a container keeps its registrations: a lock around the current immutable snapshot.
///
/// A resolution reads the snapshot once, retained, at its outermost call; every nested
/// lookup of that resolution reads the same snapshot through its ``Resolver``, without a lock.
/// Registering builds a new snapshot and swaps it in under the lock. A snapshot is an
/// ordinary reference-counted object: the registry holds the current one, each resolution
/// (and each ``Resolver`` a factory keeps) holds the one it started with, and a replaced
/// snapshot, with the registrations only it holds, is freed as soon as the last of them lets go.
final class Registry: Sendable {
    private let current: Mutex<Registrations>

    /// An empty registry whose lookups fall back on `parent`'s registrations.
    init(parent: Container?) {
        current = Mutex(Registrations(RegistrationTable(), parent: parent))
    }

    /// The registrations as they are now, retained by the caller, never changed afterwards.
    var snapshot: Registrations {
        current.withLock { $0 }
    }

    /// Adds or replaces the registration for `key`.
    func insert(_ registration: any AnyRegistration, for key: ServiceKey) {
        let replaced = current.withLock { registrations in
            let previous = registrations
            registrations = previous.inserting(registration, for: key)
            return previous
        }
        // The replaced snapshot is released here, outside the lock: if this was its last
        // holder, freeing it frees the registrations only it held, whose factories' captures
        // may run any code in their deinitializers, even code that registers again.
        withExtendedLifetime(replaced) {}
    }
}
