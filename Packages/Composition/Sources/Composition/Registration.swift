/// One entry of the container: how to make a service and how long it lives.
struct Registration: Sendable {
    let lifetime: Lifetime
    let factory: @Sendable (Resolver) throws -> any Sendable
    /// Present for shared registrations only.
    let sharedCell: SharedInstanceCell?

    init(lifetime: Lifetime, factory: @escaping @Sendable (Resolver) throws -> any Sendable) {
        self.lifetime = lifetime
        self.factory = factory
        self.sharedCell = lifetime == .shared ? SharedInstanceCell() : nil
    }
}
