import Synchronization

/// A dependency resolved from the container in effect (see ``InjectionContext``), for
/// objects that a framework creates and that therefore cannot take initializer arguments,
/// such as ArgumentParser commands.
///
/// ArgumentParser creates commands with `init()`, which resolves nothing. The executable
/// then calls ``InjectionContext/prepare(_:)`` on the parsed command before running it: that
/// resolves every `@Injected` property at once and throws a ``ResolutionError`` (with the
/// factory's own error inside, such as a missing token) instead of crashing. Copies of a
/// command share what was resolved.
@propertyWrapper
public struct Injected<Service: Sendable>: Sendable {
    private let storage = ResolvedStorage<Service>()

    /// Declares the dependency without resolving it yet.
    public init() {}

    /// The resolved dependency.
    ///
    /// Read before ``InjectionContext/prepare(_:)``, it is resolved now from the container in
    /// effect. A failure there is a programming error (the executable skipped `prepare`, or
    /// its root lacks a registration that its tests should have caught), so it stops the
    /// program with the resolution path.
    public var wrappedValue: Service {
        if let resolved = storage.value { return resolved }
        do {
            return try resolve()
        } catch {
            preconditionFailure("\(error)")
        }
    }

    /// Resolves from the container in effect and keeps the result.
    @discardableResult
    func resolve() throws -> Service {
        guard let container = InjectionContext.current else {
            throw NoContainerInstalled(requestedType: String(reflecting: Service.self))
        }
        let service = try container.resolve(Service.self)
        storage.value = service
        return service
    }
}

/// The resolved value of an ``Injected`` property, shared by the copies of its owner.
final class ResolvedStorage<Service: Sendable>: Sendable {
    private let stored = Mutex<Service?>(nil)

    var value: Service? {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }
}

extension Injected: Decodable {
    /// Declares the dependency; decoding reads nothing and resolves nothing.
    public init(from decoder: any Decoder) throws {
        self.init()
    }
}

/// A property that declares a dependency, readable by reflection.
public protocol DependencyDeclaration {
    /// The type the property needs from the container.
    var dependencyType: Any.Type { get }
    /// Resolves it from the container in effect.
    func prepare() throws
}

extension Injected: DependencyDeclaration {
    public var dependencyType: Any.Type { Service.self }

    public func prepare() throws {
        try resolve()
    }
}

extension InjectionContext {
    /// Resolves every ``Injected`` property of `subject` (a parsed command) from the container
    /// in effect, so that failures are thrown here, naming `subject`, and never later.
    public static func prepare(_ subject: Any) throws(ResolutionError) {
        // The owner's name is made only for an error: printing a type costs start-up time.
        let owner = { String(describing: type(of: subject)) }
        for child in Mirror(reflecting: subject).children {
            guard let declaration = child.value as? any DependencyDeclaration else { continue }
            do {
                try declaration.prepare()
            } catch let error as ResolutionError {
                throw ResolutionError(path: [owner()] + error.path, reason: error.reason)
            } catch {
                throw ResolutionError(path: [owner(), String(describing: declaration.dependencyType)], reason: .factoryFailed(error))
            }
        }
    }
}

extension Container {
    /// The types that `subject`'s ``Injected`` properties need, found by reflection.
    /// Tests use it to prove that a composition root registers everything a command uses.
    public static func declaredDependencies(of subject: Any) -> [Any.Type] {
        Mirror(reflecting: subject).children.compactMap { ($0.value as? any DependencyDeclaration)?.dependencyType }
    }

    /// The dependencies of `subject` that this container cannot resolve, with the reason.
    public func unresolvableDependencies(of subject: Any) -> [ResolutionError] {
        Self.declaredDependencies(of: subject).compactMap { type -> ResolutionError? in
            do throws(ResolutionError) {
                _ = try resolveAny(type)
                return nil
            } catch {
                let owner = String(describing: Swift.type(of: subject))
                return ResolutionError(path: [owner] + error.path, reason: error.reason)
            }
        }
    }

    private func resolveAny(_ type: Any.Type) throws(ResolutionError) -> any Sendable {
        let key = ServiceKey(type)
        guard isRegistered(type) else {
            throw ResolutionError(path: [key.shortName], reason: .notRegistered)
        }
        return try resolveErased(key)
    }
}
