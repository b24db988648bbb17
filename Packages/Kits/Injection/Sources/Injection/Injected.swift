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
public struct Injected<Service: Sendable>: Sendable, Decodable {
    /// What was resolved, shared by the copies of the owner.
    private let resolved = ResolvedValue<Service>()

    /// Declares the dependency without resolving it yet.
    public init() {}

    /// Declares the dependency; ArgumentParser decodes commands, and decoding resolves nothing.
    public init(from decoder: any Decoder) throws {}

    /// The resolved dependency.
    ///
    /// Read before ``InjectionContext/prepare(_:)``, it is resolved now. A failure there is a
    /// programming error (the executable skipped `prepare`, or its root lacks a registration
    /// that its tests should have caught), so it stops the program with the resolution path.
    public var wrappedValue: Service {
        if let value = resolved.value.withLock({ $0 }) { return value }
        do {
            return try resolve()
        } catch {
            preconditionFailure("\(error)")
        }
    }

    /// Resolves from the container in effect and keeps the result.
    @discardableResult
    func resolve() throws(ResolutionError) -> Service {
        guard let container = InjectionContext.current else {
            throw ResolutionError(path: [Service.self], reason: .factoryFailed(NoContainerInstalled()))
        }
        let value = try container.resolve(Service.self)
        resolved.value.withLock { $0 = value }
        return value
    }
}

/// The resolved value of an ``Injected`` property; a class, so copies of the owner share it.
final class ResolvedValue<Service: Sendable>: Sendable {
    let value = Mutex<Service?>(nil)
}

/// A property that declares a dependency, found by reflection.
protocol DependencyDeclaration {
    /// The type the property needs from the container.
    var dependencyType: Any.Type { get }
    /// Resolves it from the container in effect.
    func prepare() throws(ResolutionError)
}

extension Injected: DependencyDeclaration {
    var dependencyType: Any.Type { Service.self }
    func prepare() throws(ResolutionError) { try resolve() }
}

/// Where ``Injected`` finds its container: the one the executable installed at start-up, or
/// one bound to a task and its children with ``withContainer(_:operation:)``, so that parallel
/// tests with different containers never meet.
public enum InjectionContext {
    @TaskLocal private static var scoped: Container?
    private static let installed = Mutex<Container?>(nil)

    /// Makes `container` the one ``Injected`` uses outside any task's scope.
    public static func install(_ container: Container) {
        installed.withLock { $0 = container }
    }

    /// The container in effect: the task's, else the installed one.
    public static var current: Container? {
        scoped ?? installed.withLock { $0 }
    }

    /// Runs `operation` with `container` in effect for this task and the tasks it creates.
    public static func withContainer<Result>(
        _ container: Container, operation: () async throws -> Result
    ) async rethrows -> Result {
        try await $scoped.withValue(container, operation: operation)
    }

    /// Resolves every ``Injected`` property of `subject` (a parsed command) from the container
    /// in effect, so that failures are thrown here, naming `subject`, and never later.
    public static func prepare(_ subject: Any) throws(ResolutionError) {
        for declaration in declarations(of: subject) {
            do throws(ResolutionError) {
                try declaration.prepare()
            } catch {
                throw ResolutionError(path: [String(describing: type(of: subject))] + error.path, reason: error.reason)
            }
        }
    }

    static func declarations(of subject: Any) -> [any DependencyDeclaration] {
        Mirror(reflecting: subject).children.compactMap { $0.value as? any DependencyDeclaration }
    }
}

/// No container was installed or scoped when ``Injected`` needed one.
public struct NoContainerInstalled: Error, CustomStringConvertible {
    public var description: String {
        "no container is installed: call InjectionContext.install(_:) in the composition root before running a command"
    }
}

extension Container {
    /// The types that `subject`'s ``Injected`` properties need, found by reflection.
    public static func declaredDependencies(of subject: Any) -> [Any.Type] {
        InjectionContext.declarations(of: subject).map(\.dependencyType)
    }

    /// The dependencies of `subject` that this container cannot resolve, each naming
    /// `subject` first. Tests use it to prove that a root registers what every command needs.
    public func unresolvableDependencies(of subject: Any) -> [ResolutionError] {
        Self.declaredDependencies(of: subject).compactMap { type -> ResolutionError? in
            do throws(ResolutionError) {
                _ = try resolve(any: type)
                return nil
            } catch {
                return ResolutionError(path: [String(describing: Swift.type(of: subject))] + error.path, reason: error.reason)
            }
        }
    }
}
