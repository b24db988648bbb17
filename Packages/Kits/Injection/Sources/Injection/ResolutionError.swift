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

    /// The names of the types being resolved, outermost first; the failing type is last.
    public let path: [String]
    /// What went wrong.
    public let reason: Reason

    /// Creates an error for a path of type names.
    public init(path: [String], reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// Creates an error for a path of types, named without their module or `any`.
    @usableFromInline
    init(path: [Any.Type], reason: Reason) {
        self.init(path: path.map(Self.name), reason: reason)
    }

    /// A type's name as a path shows it: `MovieService`, not `any MoviesInterface.MovieService`.
    static func name(of type: Any.Type) -> String {
        let name = String(describing: type)
        return name.hasPrefix("any ") ? String(name.dropFirst(4)) : name
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
