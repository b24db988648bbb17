/// A dependency container keyed by type identity.
///
/// Register a factory or an instance for a type, then resolve it. Resolution failures
/// throw a ``ResolutionError`` that names the path of types; nothing crashes. A resolution
/// takes one short lock to read the registrations as they are (see `Registry`), its nested
/// lookups take none, and no lock is held while a factory runs, so factories may resolve
/// other services, and even register, from any thread.
///
/// Use it only where a framework creates objects itself (ArgumentParser commands, through
/// ``Injected``); everything else is plain code in a composition root.
public final class Container: Sendable {
    private let registry: Registry

    /// Creates an empty container.
    public init() {
        registry = Registry(parent: nil)
    }

    /// Creates a container whose own registrations override `parent`'s; anything it lacks
    /// is resolved by `parent`, which keeps its shared instances.
    public init(overriding parent: Container) {
        registry = Registry(parent: parent)
    }

    /// Registers a factory for `type`. A later registration for the same type replaces it.
    public func register<Service: Sendable>(
        _ type: Service.Type = Service.self,
        lifetime: Lifetime = .transient,
        factory: @escaping @Sendable (Resolver) throws -> Service
    ) {
        registry.insert(Registration(lifetime: lifetime, factory: factory), for: ServiceKey(type))
    }

    /// Registers an existing instance for `type`; every resolution returns it.
    public func register<Service: Sendable>(_ type: Service.Type = Service.self, instance: Service) {
        registry.insert(Registration<Service>(lifetime: .transient) { _ in instance }, for: ServiceKey(type))
    }

    /// Resolves `type`, or throws a ``ResolutionError`` naming what is missing and where.
    ///
    /// The whole resolution, with every dependency its factories resolve, reads the
    /// registrations as they were when it began.
    @inlinable
    public func resolve<Service: Sendable>(_ type: Service.Type = Service.self) throws(ResolutionError) -> Service {
        try currentRegistrations.resolve(type)
    }

    /// Whether a registration exists for `type`, here or in a parent.
    public func isRegistered(_ type: Any.Type) -> Bool {
        currentRegistrations.registration(for: ServiceKey(type)) != nil
    }

    /// The fully qualified names of every registered type, sorted.
    public var registeredTypeNames: [String] {
        registeredKeys.map(\.typeName).sorted()
    }

    /// Every key registered here or in a parent.
    var registeredKeys: Set<ServiceKey> {
        currentRegistrations.allKeys
    }

    /// This container's registrations as they are now, retained by the caller.
    @usableFromInline
    var currentRegistrations: Registrations {
        registry.snapshot
    }

    /// Resolves the registration for `key` without knowing its static type, tracking the path.
    func resolveErased(_ key: ServiceKey) throws(ResolutionError) -> any Sendable {
        try currentRegistrations.resolveErased(key)
    }
}
