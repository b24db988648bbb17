/// The chain of registrations being resolved, as an immutable linked list that lives
/// on the resolving call's stack. It finds cycles in every build configuration,
/// without recursion limits and without shared mutable state.
@usableFromInline
final class ResolutionPath: Sendable {
    let key: ServiceKey
    let parent: ResolutionPath?

    init(key: ServiceKey, parent: ResolutionPath?) {
        self.key = key
        self.parent = parent
    }

    /// Whether `key` is already being resolved further up this path.
    func contains(_ key: ServiceKey) -> Bool {
        var node: ResolutionPath? = self
        while let current = node {
            if current.key == key { return true }
            node = current.parent
        }
        return false
    }

    /// The type names from the outermost resolution to this one.
    var names: [String] {
        var result: [String] = []
        var node: ResolutionPath? = self
        while let current = node {
            result.append(current.key.shortName)
            node = current.parent
        }
        return result.reversed()
    }
}
