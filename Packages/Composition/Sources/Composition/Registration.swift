/// One entry of the container: how to make a service and how long it lives. It is generic
/// over the service, so resolving returns the service's own type with no dynamic cast.
@usableFromInline
final class Registration<Service: Sendable>: AnyRegistration {
    @usableFromInline let factory: @Sendable (Resolver) throws -> Service
    /// Present for shared registrations only.
    @usableFromInline let sharedCell: SharedInstanceCell<Service>?

    init(lifetime: Lifetime, factory: @escaping @Sendable (Resolver) throws -> Service) {
        self.factory = factory
        sharedCell = lifetime == .shared ? SharedInstanceCell() : nil
    }

    @inlinable
    func make(_ resolver: Resolver) throws -> Service {
        guard let sharedCell else { return try factory(resolver) }
        if let created = sharedCell.created { return created }
        return try sharedCell.valueWhileCreating { try factory(resolver) }
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
