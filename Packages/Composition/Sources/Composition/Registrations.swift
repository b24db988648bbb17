/// One state of a container's registrations, immutable once made, so any thread may read
/// it without a lock. A resolution runs on one of these (see `Resolution.swift`): holding it
/// keeps every registration in it alive, whatever is registered meanwhile.
@usableFromInline
final class Registrations: Sendable {
    private let table: RegistrationTable
    /// The container whose registrations apply where these have none.
    private let parent: Container?

    init(_ table: RegistrationTable, parent: Container?) {
        self.table = table
        self.parent = parent
    }

    /// A copy of these registrations with `registration` stored for `key`.
    func inserting(_ registration: any AnyRegistration, for key: ServiceKey) -> Registrations {
        var table = table
        table[key] = registration
        return Registrations(table, parent: parent)
    }

    /// The registration for `key`, retained: here, else in the parent's current registrations.
    func registration(for key: ServiceKey) -> (any AnyRegistration)? {
        table[key] ?? parent?.currentRegistrations.registration(for: key)
    }

    /// Where the registration for `key` is, without retaining it: its address, and `holder`,
    /// the registrations that hold it. `holder` is `nil` when that is `self`; otherwise (a
    /// parent's) the caller keeps `holder` until it has retained the registration, as a
    /// parent's registrations may be replaced, and freed, at any moment.
    @usableFromInline
    func location(of key: ServiceKey) -> RegistrationLocation? {
        if let address = table.address(for: key) {
            return RegistrationLocation(address: address, holder: nil)
        }
        guard let inherited = parent?.currentRegistrations, let found = inherited.location(of: key) else {
            return nil
        }
        return RegistrationLocation(address: found.address, holder: found.holder ?? inherited)
    }

    /// Every key registered here or in a parent.
    var allKeys: Set<ServiceKey> {
        Set(table.allKeys).union(parent?.registeredKeys ?? [])
    }
}

/// Where a registration is stored: see ``Registrations/location(of:)``.
@usableFromInline
struct RegistrationLocation {
    @usableFromInline let address: UnsafeRawPointer
    @usableFromInline let holder: Registrations?
}
