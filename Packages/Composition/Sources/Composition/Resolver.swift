/// What a factory receives to resolve its own dependencies. It carries where the
/// resolution is, so that a cycle is reported as `A -> B -> A` instead of recursing forever.
public struct Resolver: Sendable {
    @usableFromInline let container: Container
    @usableFromInline let context: ResolutionContext

    @usableFromInline
    init(container: Container, context: ResolutionContext) {
        self.container = container
        self.context = context
    }

    /// Resolves a dependency of the service being built.
    @inlinable
    public func resolve<Service: Sendable>(_ type: Service.Type = Service.self) throws(ResolutionError) -> Service {
        try container.resolve(type, in: context)
    }
}
