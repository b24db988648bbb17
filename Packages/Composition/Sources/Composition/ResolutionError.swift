/// Why a service could not be resolved, with the path of types that led to it.
///
/// Its description reads like `SearchCommand -> MovieService -> MovieCatalog: not registered`.
public struct ResolutionError: Error, CustomStringConvertible, Sendable {
    /// What went wrong at the end of the path.
    public enum Reason: Sendable {
        /// No registration exists for the last type of the path.
        case notRegistered
        /// The last type of the path already appears earlier in it.
        case cycle
        /// The factory of the last type of the path threw this error.
        case factoryFailed(any Error)
    }

    /// The types being resolved, outermost first; the failing type is last.
    public let path: [String]
    /// What went wrong.
    public let reason: Reason

    /// Whether the fast, untracked resolution hit what may be a cycle, so the container must
    /// resolve again with the full path to report it exactly.
    @usableFromInline let needsTracking: Bool

    /// Creates an error for a resolution path.
    public init(path: [String], reason: Reason) {
        self.init(path: path, reason: reason, needsTracking: false)
    }

    init(path: [String], reason: Reason, needsTracking: Bool) {
        self.path = path
        self.reason = reason
        self.needsTracking = needsTracking
    }

    /// The same error one level further out: `name` prepended to the path.
    func within(_ name: String) -> ResolutionError {
        ResolutionError(path: [name] + path, reason: reason, needsTracking: needsTracking)
    }

    /// The error a factory threw, if that is what failed.
    public var underlyingError: (any Error)? {
        if case .factoryFailed(let error) = reason { return error }
        return nil
    }

    public var description: String {
        let chain = path.joined(separator: " -> ")
        switch reason {
        case .notRegistered:
            return "\(chain): not registered. Register \(path.last ?? "it") in the executable's composition root."
        case .cycle:
            return "\(chain): dependency cycle. Break it by injecting one side lazily or through a protocol."
        case .factoryFailed(let error):
            return "\(chain): its factory failed: \(error)"
        }
    }
}
