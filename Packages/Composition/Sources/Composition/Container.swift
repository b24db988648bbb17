import Synchronization

/// A dependency container keyed by type identity.
///
/// Register a factory or an instance for a type, then resolve it. Resolution failures
/// throw a ``ResolutionError`` that names the path of types; nothing crashes. The
/// registry is guarded by a mutex that is never held while a factory runs, so factories
/// may resolve other services, from any thread.
///
/// Use it only where a framework creates objects itself (ArgumentParser commands, through
/// ``Injected``); everything else is plain code in a composition root.
public final class Container: Sendable {
    private let registrations = Mutex<[ServiceKey: any AnyRegistration]>([:])
    /// Where lookups go when this container has no registration of its own.
    private let parent: Container?

    /// Creates an empty container.
    public init() {
        parent = nil
    }

    /// Creates a container whose own registrations override `parent`'s; anything it lacks
    /// is resolved by `parent`, which keeps its shared instances.
    public init(overriding parent: Container) {
        self.parent = parent
    }

    /// Registers a factory for `type`. A later registration for the same type replaces it.
    public func register<Service: Sendable>(
        _ type: Service.Type = Service.self,
        lifetime: Lifetime = .transient,
        factory: @escaping @Sendable (Resolver) throws -> Service
    ) {
        let registration = Registration(lifetime: lifetime, factory: factory)
        registrations.withLock { $0[ServiceKey(type)] = registration }
    }

    /// Registers an existing instance for `type`; every resolution returns it.
    public func register<Service: Sendable>(_ type: Service.Type = Service.self, instance: Service) {
        let registration = Registration<Service>(lifetime: .transient) { _ in instance }
        registrations.withLock { $0[ServiceKey(type)] = registration }
    }

    /// Resolves `type`, or throws a ``ResolutionError`` naming what is missing and where.
    public func resolve<Service: Sendable>(_ type: Service.Type = Service.self) throws(ResolutionError) -> Service {
        try resolve(type, under: nil)
    }

    /// Whether a registration exists for `type`, here or in a parent.
    public func isRegistered(_ type: Any.Type) -> Bool {
        registration(for: ServiceKey(type)) != nil
    }

    /// The fully qualified names of every registered type, sorted.
    public var registeredTypeNames: [String] {
        registeredKeys.map(\.typeName).sorted()
    }

    /// Every key registered here or in a parent.
    var registeredKeys: Set<ServiceKey> {
        registrations.withLock { Set($0.keys) }.union(parent?.registeredKeys ?? [])
    }

    private func registration(for key: ServiceKey) -> (any AnyRegistration)? {
        registrations.withLock { $0[key] } ?? parent?.registration(for: key)
    }

    func resolve<Service: Sendable>(_ type: Service.Type, under parent: ResolutionPath?) throws(ResolutionError) -> Service {
        let key = ServiceKey(type)
        let path = ResolutionPath(key: key, parent: parent)
        let registration = try lookUp(key, path: path)
        // The key is the identity of `Service`, and only `register` for `Service` stores under
        // it, so the registration is a `Registration<Service>`.
        let typed = unsafeDowncast(registration, to: Registration<Service>.self)
        return try run(path: path) { resolver in try typed.make(resolver) }
    }

    /// Resolves the registration for `key` without knowing its static type.
    func resolveErased(_ key: ServiceKey, under parent: ResolutionPath? = nil) throws(ResolutionError) -> any Sendable {
        let path = ResolutionPath(key: key, parent: parent)
        let registration = try lookUp(key, path: path)
        return try run(path: path) { resolver in try registration.makeErased(resolver) }
    }

    private func lookUp(_ key: ServiceKey, path: ResolutionPath) throws(ResolutionError) -> any AnyRegistration {
        if path.parent?.contains(key) == true {
            throw ResolutionError(path: path.names, reason: .cycle)
        }
        guard let registration = registration(for: key) else {
            throw ResolutionError(path: path.names, reason: .notRegistered)
        }
        return registration
    }

    private func run<Value>(path: ResolutionPath, _ make: (Resolver) throws -> Value) throws(ResolutionError) -> Value {
        do {
            return try make(Resolver(container: self, path: path))
        } catch let error as ResolutionError {
            throw error
        } catch {
            throw ResolutionError(path: path.names, reason: .factoryFailed(error))
        }
    }
}
