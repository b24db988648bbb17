/// The registry's storage: an open-addressing hash table keyed by type identity.
///
/// A resolution looks a type up once per service it builds, so the lookup is the container's
/// hot path. Hashing the identifier's bits with one multiplication is several times cheaper
/// than `Dictionary`'s seeded SipHash, which guards against attacker-chosen keys that type
/// identities can never be.
struct RegistrationTable {
    private var keys: [ServiceKey?]
    private var values: [(any AnyRegistration)?]
    private var count = 0

    init() {
        keys = Array(repeating: nil, count: 16)
        values = Array(repeating: nil, count: 16)
    }

    subscript(key: ServiceKey) -> (any AnyRegistration)? {
        get {
            var slot = Self.slot(for: key, capacity: keys.count)
            while let stored = keys[slot] {
                if stored.identifier == key.identifier { return values[slot] }
                slot = (slot + 1) & (keys.count - 1)
            }
            return nil
        }
        set {
            guard let newValue else { return }
            if (count + 1) * 2 > keys.count { grow() }
            var slot = Self.slot(for: key, capacity: keys.count)
            while let stored = keys[slot], stored.identifier != key.identifier {
                slot = (slot + 1) & (keys.count - 1)
            }
            if keys[slot] == nil { count += 1 }
            keys[slot] = key
            values[slot] = newValue
        }
    }

    /// Every key in the table.
    var allKeys: [ServiceKey] {
        keys.compactMap { $0 }
    }

    private mutating func grow() {
        let old = zip(keys, values)
        keys = Array(repeating: nil, count: keys.count * 2)
        values = Array(repeating: nil, count: keys.count)
        count = 0
        for case let (key?, value?) in old {
            self[key] = value
        }
    }

    /// Fibonacci hashing of the identifier's address: one multiplication, high bits kept.
    private static func slot(for key: ServiceKey, capacity: Int) -> Int {
        let mixed = UInt(bitPattern: key.identifier) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32) & (capacity - 1)
    }
}
