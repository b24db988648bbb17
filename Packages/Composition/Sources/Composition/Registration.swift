/// One entry of the container: how to make a service and how long it lives. It is generic
/// over the service, so resolving returns the service's own type with no dynamic cast.
@usableFromInline
final class Registration<Service: Sendable>: AnyRegistration {
    let lifetime: Lifetime
    @usableFromInline let factory: @Sendable (Resolver) throws -> Service
    /// Present for shared registrations only.
    @usableFromInline let sharedCell: SharedInstanceCell<Service>?

    init(lifetime: Lifetime, factory: @escaping @Sendable (Resolver) throws -> Service) {
        self.lifetime = lifetime
        self.factory = factory
        sharedCell = lifetime == .shared ? SharedInstanceCell() : nil
    }

    @inlinable
    func make(_ resolver: Resolver) throws -> Service {
        if let sharedCell {
            return try sharedCell.value { try factory(resolver) }
        }
        return try factory(resolver)
    }

    @usableFromInline
    func makeErased(_ resolver: Resolver) throws -> any Sendable {
        try make(resolver)
    }
}

/// A registration whose service type is not known statically (for ``Container/verify()``).
@usableFromInline
protocol AnyRegistration: AnyObject, Sendable {
    func makeErased(_ resolver: Resolver) throws -> any Sendable
}
