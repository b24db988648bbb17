import Synchronization

/// Where ``Injected`` finds its container.
///
/// An executable's composition root installs its container once, before `main()` runs.
/// Tests and dev apps can instead bind a container to a task and its children with
/// ``withContainer(_:operation:)``; parallel tests with different containers never meet.
public enum InjectionContext {
    @TaskLocal static var scoped: Container?
    private static let installed = Mutex<Container?>(nil)

    /// Makes `container` the one ``Injected`` uses outside any scope.
    public static func install(_ container: Container) {
        installed.withLock { $0 = container }
    }

    /// The container in effect: the innermost scoped one, else the installed one.
    public static var current: Container? {
        scoped ?? installed.withLock { $0 }
    }

    /// Runs `operation` with the current container's registrations overridden by those that
    /// `configure` makes, for this task and the tasks it creates only (swift-dependencies'
    /// `withDependencies`, on a task-local). Parallel tasks with different overrides never meet.
    public static func withOverrides<Result>(
        _ configure: (Container) -> Void,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        let scope = current.map(Container.init(overriding:)) ?? Container()
        configure(scope)
        return try await $scoped.withValue(scope, operation: operation)
    }

    /// Runs `operation` with `container` in effect for this task and the tasks it creates.
    public static func withContainer<Result>(
        _ container: Container,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await $scoped.withValue(container, operation: operation)
    }
}

/// No container was installed or scoped when ``Injected`` needed one.
public struct NoContainerInstalled: Error, CustomStringConvertible {
    /// The type that was requested.
    public let requestedType: String
    public var description: String {
        "no container is installed while resolving \(requestedType): call InjectionContext.install(_:) in the composition root before main()"
    }
}
