/// What a factory receives to resolve its own dependencies. It carries the resolution
/// path, so that a cycle is reported as `A -> B -> A` instead of recursing forever.
public struct Resolver: Sendable {
    let container: Container
    let path: ResolutionPath?

    /// Resolves a dependency of the service being built.
    public func resolve<Service: Sendable>(_ type: Service.Type = Service.self) throws(ResolutionError) -> Service {
        try container.resolve(type, under: path)
    }
}
