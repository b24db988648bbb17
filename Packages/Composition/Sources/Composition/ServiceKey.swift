/// Identifies a registration by the identity of its type, never by its printed name:
/// two types called `Config` in two modules are two keys.
@usableFromInline
struct ServiceKey: Hashable, Sendable {
    @usableFromInline let identifier: ObjectIdentifier
    @usableFromInline let type: any Any.Type

    @inlinable
    init(_ type: Any.Type) {
        identifier = ObjectIdentifier(type)
        self.type = type
    }

    @usableFromInline
    static func == (lhs: ServiceKey, rhs: ServiceKey) -> Bool { lhs.identifier == rhs.identifier }
    @usableFromInline
    func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// The fully qualified type name, computed only when a message needs it.
    var typeName: String { String(reflecting: type) }

    /// The type name without module or `any`, which reads better in a resolution path.
    var shortName: String {
        let name = String(describing: type)
        return name.hasPrefix("any ") ? String(name.dropFirst(4)) : name
    }
}
