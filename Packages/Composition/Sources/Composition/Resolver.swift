/// What a factory receives to resolve its own dependencies. It carries where the
/// resolution is, so that a cycle is reported as `A -> B -> A` instead of recursing forever,
/// and the registrations the resolution reads, so that nested lookups take no lock.
public struct Resolver: Sendable {
    /// The container's registrations as the outermost resolution read them. Holding them
    /// keeps every registration in them alive while this resolver exists.
    @usableFromInline let registrations: Registrations
    @usableFromInline let context: ResolutionContext

    @usableFromInline
    init(registrations: Registrations, context: ResolutionContext) {
        self.registrations = registrations
        self.context = context
    }

    /// Resolves a dependency of the service being built.
    @inlinable
    public func resolve<Service: Sendable>(_ type: Service.Type = Service.self) throws(ResolutionError) -> Service {
        try registrations.resolve(type, in: context)
    }
}
