/// A dependency resolved from the container in effect (see ``InjectionContext``), for
/// objects that a framework creates and that therefore cannot take initializer arguments,
/// such as ArgumentParser commands.
///
/// In a command it resolves while ArgumentParser decodes the command, so a missing
/// registration is a thrown ``ResolutionError``, not a crash. The empty `init()` that
/// ArgumentParser uses to read a command's arguments resolves nothing; ``dependencyType``
/// lets a test read what a command needs and prove it is registered.
@propertyWrapper
public struct Injected<Service: Sendable>: Sendable {
    private let resolved: Service?

    /// Declares the dependency without resolving it yet.
    public init() {
        resolved = nil
    }

    /// Resolves the dependency now from `container`.
    public init(from container: Container) throws(ResolutionError) {
        resolved = try container.resolve(Service.self)
    }

    /// The resolved dependency.
    ///
    /// If it was declared with `init()` and never decoded, it is resolved on first read
    /// from the container in effect. A failure there is a programming error (the composition
    /// root lacks a registration that its tests should have caught), so it stops the program
    /// with the resolution path.
    public var wrappedValue: Service {
        if let resolved { return resolved }
        do {
            return try Self.resolveFromContext()
        } catch {
            preconditionFailure("\(error)")
        }
    }

    static func resolveFromContext() throws -> Service {
        guard let container = InjectionContext.current else {
            throw NoContainerInstalled(requestedType: String(reflecting: Service.self))
        }
        return try container.resolve(Service.self)
    }
}

extension Injected: Decodable {
    /// Resolves the dependency from the container in effect when the owner is decoded.
    /// The decoder's content is ignored.
    public init(from decoder: any Decoder) throws {
        resolved = try Self.resolveFromContext()
    }
}

/// A property that declares a dependency, readable by reflection.
public protocol DependencyDeclaration {
    /// The type the property needs from the container.
    var dependencyType: Any.Type { get }
}

extension Injected: DependencyDeclaration {
    public var dependencyType: Any.Type { Service.self }
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
