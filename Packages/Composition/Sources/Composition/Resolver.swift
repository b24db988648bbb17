/// What a factory receives to resolve its own dependencies.
///
/// It lives for one resolution from the container and remembers the path of types being
/// resolved, so that a cycle is reported as `A -> B -> A` instead of recursing forever, and a
/// missing registration or a failing factory names the path that led to it. It is not
/// `Sendable`: a factory uses it while it runs and does not keep it.
public final class Resolver {
    private let registrations: [ObjectIdentifier: any Registration]
    /// The types being resolved, outermost first.
    private var path: [Any.Type] = []

    init(registrations: [ObjectIdentifier: any Registration]) {
        self.registrations = registrations
    }

    /// Resolves a dependency of the service being built.
    public func resolve<Service: Sendable>(_ type: Service.Type = Service.self) throws(ResolutionError) -> Service {
        guard let registration = registrations[ObjectIdentifier(type)] as? TypedRegistration<Service> else {
            throw ResolutionError(path: path + [type], reason: .notRegistered)
        }
        return try registration.make(in: self)
    }

    /// Runs `make`, the factory of `type`, one step further along the path: a cycle if `type`
    /// is already on it, and the factory's own error wrapped with the path.
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
