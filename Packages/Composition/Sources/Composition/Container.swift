/// A dependency container keyed by type identity.
///
/// Register a factory or an instance for a type, then resolve it. Resolution failures
/// throw a ``ResolutionError`` that names the path of types; nothing crashes. Lookups take
/// no lock (see `Registry`) and no lock is held while a factory runs, so factories may
/// resolve other services, from any thread.
///
/// Use it only where a framework creates objects itself (ArgumentParser commands, through
/// ``Injected``); everything else is plain code in a composition root.
public final class Container: Sendable {
    private let registry = Registry()
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
        registry.insert(Registration(lifetime: lifetime, factory: factory), for: ServiceKey(type))
    }

    /// Registers an existing instance for `type`; every resolution returns it.
    public func register<Service: Sendable>(_ type: Service.Type = Service.self, instance: Service) {
        registry.insert(Registration<Service>(lifetime: .transient) { _ in instance }, for: ServiceKey(type))
    }

    /// Resolves `type`, or throws a ``ResolutionError`` naming what is missing and where.
    ///
    /// It tracks only the depth, which costs nothing; a failure collects the path as it
    /// unwinds. Only a suspected cycle (too deep, or a shared factory asking for itself) makes
    /// the container resolve again tracking the whole path, to name the exact cycle (`A -> B -> A`).
    @inlinable
    public func resolve<Service: Sendable>(_ type: Service.Type = Service.self) throws(ResolutionError) -> Service {
        do {
            return try resolve(type, in: .untracked(depth: 0))
        } catch where error.needsTracking {
            return try resolve(type, in: .tracked(nil))
        }
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
        Set(registry.keys).union(parent?.registeredKeys ?? [])
    }

    private func registration(for key: ServiceKey) -> (any AnyRegistration)? {
        if let own = registry.registration(for: key) { return own }
        return parent?.registration(for: key)
    }

    /// The address of the registration for `key`, here or in a parent, not retained: the
    /// registry that holds it lives as long as this container, which retains its parent.
    private func registrationAddress(for key: ServiceKey) -> UnsafeRawPointer? {
        if let own = registry.address(for: key) { return own }
        return parent?.registrationAddress(for: key)
    }

    /// How deep an untracked resolution may go before the container suspects a cycle.
    /// Real graphs are a few levels deep.
    @usableFromInline static let untrackedDepthLimit = 128

    @inlinable
    func resolve<Service: Sendable>(_ type: Service.Type, in context: ResolutionContext) throws(ResolutionError) -> Service {
        let key = ServiceKey(type)
        let (address, inner) = try prepare(key, in: context)
        return try run(key, inner) { resolver in
            // Safe: the key is the identity of `Service`, and only `register` for `Service`
            // stores under it, so the address is that of a `Registration<Service>`; this
            // container's registries keep it alive while `self` is, for this whole call.
            try Unmanaged<Registration<Service>>.fromOpaque(address)._withUnsafeGuaranteedRef { registration in
                try registration.make(resolver)
            }
        }
    }

    /// Resolves the registration for `key` without knowing its static type, tracking the path.
    func resolveErased(_ key: ServiceKey) throws(ResolutionError) -> any Sendable {
        let (_, inner) = try prepare(key, in: .tracked(nil))
        // `prepare` found it, and registrations are only ever replaced, never removed.
        guard let registration = registration(for: key) else {
            throw ResolutionError(path: inner.names, reason: .notRegistered)
        }
        return try run(key, inner) { resolver in try registration.makeErased(resolver) }
    }

    /// Finds the address of the registration for `key` and the context its factory runs in.
    /// Untracked, it only counts the depth, which allocates nothing.
    @usableFromInline
    func prepare(_ key: ServiceKey, in context: ResolutionContext) throws(ResolutionError) -> (UnsafeRawPointer, ResolutionContext) {
        switch context {
        case .untracked(let depth):
            guard depth < Self.untrackedDepthLimit else {
                throw ResolutionError(path: [key.shortName], reason: .cycle, needsTracking: true)
            }
            guard let address = registrationAddress(for: key) else {
                throw ResolutionError(path: [key.shortName], reason: .notRegistered)
            }
            return (address, .untracked(depth: depth + 1))
        case .tracked(let parent):
            let path = ResolutionPath(key: key, parent: parent)
            if parent?.contains(key) == true {
                throw ResolutionError(path: path.names, reason: .cycle)
            }
            guard let address = registrationAddress(for: key) else {
                throw ResolutionError(path: path.names, reason: .notRegistered)
            }
            return (address, .tracked(path))
        }
    }

    /// Runs a factory. Errors from deeper resolutions get this level's name prepended when
    /// untracked; tracked errors already carry their whole path.
    @inlinable
    func run<Value>(_ key: ServiceKey, _ context: ResolutionContext, _ make: (Resolver) throws -> Value) throws(ResolutionError) -> Value {
        do {
            return try make(Resolver(container: self, context: context))
        } catch let error as ResolutionError {
            guard case .untracked = context else { throw error }
            throw error.within(key.shortName)
        } catch is ReentrantCreation {
            throw ResolutionError(path: [key.shortName], reason: .cycle, needsTracking: true)
        } catch {
            guard case .tracked = context else { throw ResolutionError(path: [key.shortName], reason: .factoryFailed(error)) }
            throw ResolutionError(path: context.names, reason: .factoryFailed(error))
        }
    }
}

/// How a resolution keeps track of where it is.
@usableFromInline
enum ResolutionContext: Sendable {
    /// The fast path: only the depth, to notice a runaway cycle.
    case untracked(depth: Int)
    /// The full path, for cycle detection and messages; `nil` at the outermost resolution.
    case tracked(ResolutionPath?)

    /// The type names of the path, outermost first; empty when untracked.
    @usableFromInline
    var names: [String] {
        if case .tracked(let path?) = self { return path.names }
        return []
    }
}
