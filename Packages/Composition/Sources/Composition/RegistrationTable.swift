/// The registry's storage: an open-addressing hash table keyed by type identity.
///
/// A resolution looks a type up once per service it builds, so the lookup is the container's
/// hot path. Hashing the identifier's bits with one multiplication is several times cheaper
/// than `Dictionary`'s seeded SipHash, which guards against attacker-chosen keys that type
/// identities can never be. The hot path reads a registration's address, which costs no
/// reference counting; the table's strong reference keeps the registration alive.
struct RegistrationTable: Sendable {
    /// One stored registration, with its address kept beside it for unretained lookups.
    private struct Entry: Sendable {
        let key: ServiceKey
        let registration: any AnyRegistration
        /// The registration's address as a number, which keeps the entry `Sendable`.
        let address: UInt

        init(key: ServiceKey, registration: any AnyRegistration) {
            self.key = key
            self.registration = registration
            address = UInt(bitPattern: Unmanaged<AnyObject>.passUnretained(registration).toOpaque())
        }
    }

    private var entries: [Entry?]
    private var count = 0

    init() {
        entries = Array(repeating: nil, count: 16)
    }

    /// The registration for `key`, retained, for callers that keep it.
    subscript(key: ServiceKey) -> (any AnyRegistration)? {
        get {
            guard let slot = occupiedSlot(for: key) else { return nil }
            return entries[slot]?.registration
        }
        set {
            guard let newValue else { return }
            if (count + 1) * 2 > entries.count { grow() }
            var slot = Self.slot(for: key, capacity: entries.count)
            while let stored = entries[slot], stored.key.identifier != key.identifier {
                slot = (slot + 1) & (entries.count - 1)
            }
            if entries[slot] == nil { count += 1 }
            entries[slot] = Entry(key: key, registration: newValue)
        }
    }

    /// The address of the registration for `key`, not retained: valid while this table is.
    func address(for key: ServiceKey) -> UnsafeRawPointer? {
        guard let slot = occupiedSlot(for: key), let address = entries[slot]?.address else { return nil }
        return UnsafeRawPointer(bitPattern: address)
    }

    /// Every key in the table.
    var allKeys: [ServiceKey] {
        entries.compactMap { $0?.key }
    }

    private func occupiedSlot(for key: ServiceKey) -> Int? {
        var slot = Self.slot(for: key, capacity: entries.count)
        while let stored = entries[slot] {
            if stored.key.identifier == key.identifier { return slot }
            slot = (slot + 1) & (entries.count - 1)
        }
        return nil
    }

    private mutating func grow() {
        let old = entries
        entries = Array(repeating: nil, count: entries.count * 2)
        count = 0
        for case let entry? in old {
            self[entry.key] = entry.registration
        }
    }

    /// Fibonacci hashing of the identifier's address: one multiplication, high bits kept.
    private static func slot(for key: ServiceKey, capacity: Int) -> Int {
        let mixed = UInt(bitPattern: key.identifier) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32) & (capacity - 1)
    }
}
