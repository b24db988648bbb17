import Synchronization

/// Every provider that features contributed to an extension point: a host feature declares
/// the point as a protocol in its Interface, resolves `Contributions<any ThatProtocol>` (with
/// ``Injected``, or from a ``Resolver``), and uses each; any number of features may contribute
/// (``Container/contribute(to:factory:)``), none too, and then ``all`` is empty: no root
/// registers a stand-in for a feature it lacks.
public struct Contributions<Point: Sendable>: Sendable {
    /// The providers, in the order they were contributed.
    public let all: [Point]

    /// The providers `all`.
    public init(_ all: [Point]) {
        self.all = all
    }
}

/// What a ``Resolver`` answers for an extension point no feature contributed to.
@usableFromInline
protocol EmptyWhenUncontributed: Sendable {
    static var none: Self { get }
}

extension Contributions: EmptyWhenUncontributed {
    @usableFromInline static var none: Self { Contributions([]) }
}

/// The factories contributed to each extension point, kept beside the registrations: each
/// contribution registers the point's ``Contributions`` anew, with every factory so far.
final class ContributedFactories: Sendable {
    private let factories = Mutex<[ObjectIdentifier: [any Sendable]]>([:])

    /// Adds `factory` to the point `Point`'s and returns them all, in order.
    func adding<Point: Sendable>(_ factory: @escaping @Sendable (Resolver) throws -> Point) -> [@Sendable (Resolver) throws -> Point] {
        factories.withLock { table in
            table[ObjectIdentifier(Point.self), default: []].append(factory)
            return (table[ObjectIdentifier(Point.self)] ?? []).compactMap { $0 as? @Sendable (Resolver) throws -> Point }
        }
    }
}

extension Container {
    /// Contributes a provider to the extension point `point`, made by `factory` each time the
    /// point is resolved: resolving `Contributions<Point>` gives every provider contributed,
    /// in order. A feature contributes to another's point without the host naming it.
    public func contribute<Point: Sendable>(to point: Point.Type, factory: @escaping @Sendable (Resolver) throws -> Point) {
        let all = contributed.adding(factory)
        register(Contributions<Point>.self) { resolver in
            Contributions(try all.map { make in try make(resolver) })
        }
    }
}
