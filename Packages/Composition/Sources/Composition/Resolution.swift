/// Resolving runs on one snapshot of the registrations, so that its nested lookups need no
/// lock and a ``Resolver`` carries a single reference, the cheapest to hand to each factory.
extension Registrations {
    /// Resolves `type`, or throws a ``ResolutionError`` naming what is missing and where.
    ///
    /// It tracks only the depth, which costs nothing; a failure collects the path as it
    /// unwinds. Only a suspected cycle (too deep, or a shared factory asking for itself) makes
    /// it resolve again tracking the whole path, to name the exact cycle (`A -> B -> A`).
    @inlinable
    func resolve<Service: Sendable>(_ type: Service.Type) throws(ResolutionError) -> Service {
        do {
            return try resolve(type, in: .untracked(depth: 0))
        } catch where error.needsTracking {
            return try resolve(type, in: .tracked(nil))
        }
    }

    /// How deep an untracked resolution may go before it suspects a cycle.
    /// Real graphs are a few levels deep.
    static let untrackedDepthLimit = 128

    /// Resolves `type` one level below `context`.
    @inlinable
    func resolve<Service: Sendable>(_ type: Service.Type, in context: ResolutionContext) throws(ResolutionError) -> Service {
        let key = ServiceKey(type)
        let (location, inner) = try prepare(key, in: context)
        // Safe: the address is that of a `Registration<Service>`, since only `register` for
        // `Service` stores under `Service`'s identity. It is alive: it is held either by `self`,
        // which the caller keeps for this whole call, or by `location.holder`, kept here until
        // `takeUnretainedValue()` has retained the registration for the factory's run.
        let registration = withExtendedLifetime(location.holder) {
            Unmanaged<Registration<Service>>.fromOpaque(location.address).takeUnretainedValue()
        }
        return try run(registration, for: key, in: inner)
    }

    /// Resolves the registration for `key` without knowing its static type, tracking the path.
    func resolveErased(_ key: ServiceKey) throws(ResolutionError) -> any Sendable {
        let (_, inner) = try prepare(key, in: .tracked(nil))
        // `prepare` found it in these registrations or a parent's; parents only ever replace.
        guard let registration = registration(for: key) else {
            throw ResolutionError(path: inner.names, reason: .notRegistered)
        }
        do {
            return try registration.makeErased(Resolver(registrations: self, context: inner))
        } catch {
            throw Self.failure(error, resolving: key, in: inner)
        }
    }

    /// Runs `registration`'s factory in `context`. The resolver is made of this function's
    /// own arguments, which lets the optimizer hand it over without retaining anything; kept
    /// out of line so that it stays so (inlined, a root resolve cost 4% more instructions).
    @inlinable
    @inline(never)
    func run<Service: Sendable>(_ registration: Registration<Service>, for key: ServiceKey, in context: ResolutionContext) throws(ResolutionError) -> Service {
        do {
            return try registration.make(Resolver(registrations: self, context: context))
        } catch {
            throw Self.failure(error, resolving: key, in: context)
        }
    }

    /// Finds the registration for `key` and the context its factory runs in, one level
    /// deeper than `context`. Untracked, it only counts the depth, which allocates nothing.
    @usableFromInline
    func prepare(_ key: ServiceKey, in context: ResolutionContext) throws(ResolutionError) -> (RegistrationLocation, ResolutionContext) {
        switch context {
        case .untracked(let depth):
            guard depth < Self.untrackedDepthLimit else {
                throw ResolutionError(path: [key.shortName], reason: .cycle, needsTracking: true)
            }
            guard let location = location(of: key) else {
                throw ResolutionError(path: [key.shortName], reason: .notRegistered)
            }
            return (location, .untracked(depth: depth + 1))
        case .tracked(let parent):
            let path = ResolutionPath(key: key, parent: parent)
            if parent?.contains(key) == true {
                throw ResolutionError(path: path.names, reason: .cycle)
            }
            guard let location = location(of: key) else {
                throw ResolutionError(path: path.names, reason: .notRegistered)
            }
            return (location, .tracked(path))
        }
    }

    /// What a factory for `key`, run in `context`, failed with, as a resolution error.
    /// Errors from deeper resolutions get this level's name prepended when untracked;
    /// tracked errors already carry their whole path.
    @usableFromInline
    static func failure(_ error: any Error, resolving key: ServiceKey, in context: ResolutionContext) -> ResolutionError {
        switch (error, context) {
        case (let error as ResolutionError, .untracked):
            error.within(key.shortName)
        case (let error as ResolutionError, .tracked):
            error
        case (is ReentrantCreation, _):
            ResolutionError(path: [key.shortName], reason: .cycle, needsTracking: true)
        case (_, .untracked):
            ResolutionError(path: [key.shortName], reason: .factoryFailed(error))
        case (_, .tracked):
            ResolutionError(path: context.names, reason: .factoryFailed(error))
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
    var names: [String] {
        if case .tracked(let path?) = self { return path.names }
        return []
    }
}
