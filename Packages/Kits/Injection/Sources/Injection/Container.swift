import Foundation
import Synchronization

/// How long a registered service lives.
public enum Lifetime: Sendable, Equatable {
    /// A new instance for every resolution.
    case transient
    /// One instance for the container's lifetime, created on first resolution.
    case shared
}

/// A dependency container: register a factory or an instance for a type, then resolve it.
///
/// Types are keyed by their identity, never by their printed name, so two types called
/// `Config` in two modules are two keys. A failure throws a ``ResolutionError`` naming the
/// path of types that led to it; a cycle is reported as `A -> B -> A`; nothing crashes.
///
/// Use it only where a framework creates objects itself and cannot pass arguments
/// (ArgumentParser commands, through ``Injected``). Everything else is plain code in a
/// composition root, which the compiler checks.
public final class Container: Sendable {
    @usableFromInline let registrations = Mutex<[ObjectIdentifier: any Registration]>([:])
    /// Held while a shared instance is created, so that it is created once however many
    /// threads ask first. It is recursive because a shared factory may resolve other shared
    /// services on the same thread; one lock for the whole container means two creations can
    /// never wait for each other. A cycle never reaches it twice: ``Resolver`` stops it first.
    private let creation = NSRecursiveLock()
    /// The factories contributed to extension points (``contribute(to:factory:)``).
    let contributed = ContributedFactories()

    /// Creates an empty container.
    public init() {}

    /// Registers a factory for `type`. A later registration for the same type replaces it.
    public func register<Service: Sendable>(
        _ type: Service.Type = Service.self,
        lifetime: Lifetime = .transient,
        factory: @escaping @Sendable (Resolver) throws -> Service
    ) {
        let registration = TypedRegistration(lifetime: lifetime, creation: creation, factory: factory)
        registrations.withLock { $0[ObjectIdentifier(type)] = registration }
    }

    /// Registers an existing instance for `type`; every resolution returns it.
    public func register<Service: Sendable>(_ type: Service.Type = Service.self, instance: Service) {
        register(type) { _ in instance }
    }

    /// Resolves `type`, or throws a ``ResolutionError`` naming what is missing and where.
    ///
    /// Inlinable, as are the few lines it runs, so that a caller's compiler specializes them
    /// for `Service`: unspecialized, each resolution looked up generic metadata at run time,
    /// which cost more than the rest of it (see Benchmarks).
    @inlinable
    public func resolve<Service: Sendable>(_ type: Service.Type = Service.self) throws(ResolutionError) -> Service {
        try Resolver(registrations: registrations.withLock { $0 }).resolve(type)
    }

    /// Whether a registration exists for `type`.
    public func isRegistered(_ type: Any.Type) -> Bool {
        registrations.withLock { $0[ObjectIdentifier(type)] != nil }
    }

    /// Whether the shared service registered for `type` has been made: what a root test asks
    /// to check that a run never paid for a service its command does not use. False for a
    /// transient registration, or none.
    public func hasMade(_ type: Any.Type) -> Bool {
        registrations.withLock { $0[ObjectIdentifier(type)] }?.isMade ?? false
    }

    /// How many types are registered.
    public var registrationCount: Int {
        registrations.withLock { $0.count }
    }

    /// Resolves every registration once and returns every problem: missing registrations,
    /// cycles and factories that throw, each with its path. Every executable runs it when the
    /// root tests ask (`CompositionRootCheck`), so a broken graph never reaches a user's command.
    public func verify() -> [ResolutionError] {
        let all = registrations.withLock { $0 }
        var problems: [ResolutionError] = []
        for registration in all.values {
            do throws(ResolutionError) {
                _ = try registration.resolve(in: Resolver(registrations: all))
            } catch where !problems.contains(where: { $0.description == error.description }) {
                problems.append(error)
            } catch {}
        }
        return problems.sorted { $0.description < $1.description }
    }

    /// Resolves `type` known only at run time, as ``Injected`` properties found by reflection are.
    func resolve(any type: Any.Type) throws(ResolutionError) -> any Sendable {
        let registrations = registrations.withLock { $0 }
        guard let registration = registrations[ObjectIdentifier(type)] else {
            if let point = type as? any EmptyWhenUncontributed.Type { return point.none }
            throw ResolutionError(path: [type], reason: .notRegistered)
        }
        return try registration.resolve(in: Resolver(registrations: registrations))
    }
}


/// A registered factory, seen without its type.
@usableFromInline
protocol Registration: AnyObject, Sendable {
    /// Makes (or returns the shared) instance, resolving its dependencies through `resolver`.
    func resolve(in resolver: Resolver) throws(ResolutionError) -> any Sendable
    /// Whether its shared instance has been made.
    var isMade: Bool { get }
}

/// A registered factory for `Service`, and its instance once made when it is shared.
@usableFromInline
final class TypedRegistration<Service: Sendable>: Registration {
    @usableFromInline let lifetime: Lifetime
    @usableFromInline let factory: @Sendable (Resolver) throws -> Service
    @usableFromInline let creation: NSRecursiveLock
    @usableFromInline let instance = Mutex<Service?>(nil)

    init(lifetime: Lifetime, creation: NSRecursiveLock, factory: @escaping @Sendable (Resolver) throws -> Service) {
        self.lifetime = lifetime
        self.creation = creation
        self.factory = factory
    }

    /// A new instance when transient; when shared, the one instance, made now if this is the
    /// first resolution. A factory that throws leaves it unmade, to be tried again next time.
    @inlinable
    func make(in resolver: Resolver) throws(ResolutionError) -> Service {
        guard lifetime == .shared else {
            return try resolver.entering(Service.self) { try factory(resolver) }
        }
        if let made = instance.withLock({ $0 }) { return made }
        return try resolver.entering(Service.self) {
            creation.lock()
            defer { creation.unlock() }
            if let made = instance.withLock({ $0 }) { return made }
            let made = try factory(resolver)
            instance.withLock { $0 = made }
            return made
        }
    }

    @usableFromInline
    func resolve(in resolver: Resolver) throws(ResolutionError) -> any Sendable {
        try make(in: resolver)
    }

    @usableFromInline
    var isMade: Bool {
        instance.withLock { $0 != nil }
    }
}
