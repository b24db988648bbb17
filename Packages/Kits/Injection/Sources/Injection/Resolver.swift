/// What a factory receives to resolve its own dependencies.
///
/// It lives for one resolution from the container and remembers the path of types being
/// resolved, so that a cycle is reported as `A -> B -> A` instead of recursing forever, and a
/// missing registration or a failing factory names the path that led to it. It is not
/// `Sendable`: a factory uses it while it runs and does not keep it.
public final class Resolver {
    @usableFromInline let registrations: [ObjectIdentifier: any Registration]
    /// The types being resolved, outermost first.
    ///
    /// Unchecked for exclusive access at run time, which cost a tenth of a resolution: a
    /// `Resolver` is not `Sendable`, so one thread uses it, and its three accesses (in
    /// `entering`) never overlap.
    @exclusivity(unchecked) @usableFromInline var path: [Any.Type] = []

    @usableFromInline
    init(registrations: [ObjectIdentifier: any Registration]) {
        self.registrations = registrations
    }

    /// Resolves a dependency of the service being built.
    @inlinable
    public func resolve<Service: Sendable>(_ type: Service.Type = Service.self) throws(ResolutionError) -> Service {
        guard let registration = registrations[ObjectIdentifier(type)] else {
            // An extension point no feature contributed to has no provider, which is no error.
            if let none = (type as? any EmptyWhenUncontributed.Type)?.none as? Service { return none }
            throw ResolutionError(path: path + [type], reason: .notRegistered)
        }
        // Safe: the registration under the key `ObjectIdentifier(Service.self)` is always a
        // `TypedRegistration<Service>`, as `Container.register` is the only writer of the
        // table and makes it so. The unchecked cast spares a dynamic cast per service.
        return try unsafeDowncast(registration, to: TypedRegistration<Service>.self).make(in: self)
    }

    /// Resolves `type` when something registered it, else `nil`: for what a service may do
    /// without (another feature's service, where that feature is not in the executable; a
    /// port that a dev app gives in place of the real one).
    @inlinable
    public func resolveIfRegistered<Service: Sendable>(_ type: Service.Type = Service.self) throws(ResolutionError) -> Service? {
        guard registrations[ObjectIdentifier(type)] != nil else { return nil }
        return try resolve(type)
    }

    /// Runs `make`, the factory of `type`, one step further along the path: a cycle if `type`
    /// is already on it, and the factory's own error wrapped with the path.
    @inlinable
    func entering<Service>(_ type: Any.Type, _ make: () throws -> Service) throws(ResolutionError) -> Service {
        if path.contains(where: { ObjectIdentifier($0) == ObjectIdentifier(type) }) {
            throw ResolutionError(path: path + [type], reason: .cycle)
        }
        path.append(type)
        defer { path.removeLast() }
        do {
            return try make()
        } catch let error as ResolutionError {
            throw error
        } catch {
            throw ResolutionError(path: path, reason: .factoryFailed(error))
        }
    }
}
