extension Container {
    /// Resolves every registration once and reports every problem together: missing
    /// registrations, cycles and factories that throw, each with its resolution path.
    /// Executables call it at start-up and their tests call it too, so a broken graph
    /// never reaches a user's command.
    public func verify() -> [ResolutionError] {
        var problems: [ResolutionError] = []
        var seen: Set<String> = []
        for key in registeredKeys.sorted(by: { $0.typeName < $1.typeName }) {
            do throws(ResolutionError) {
                _ = try resolveErased(key)
            } catch {
                // The same broken dependency reached from several roots is reported once.
                if seen.insert(error.description).inserted { problems.append(error) }
            }
        }
        return problems
    }
}

/// The problems ``Container/verify()`` found, as one error.
public struct VerificationFailed: Error, CustomStringConvertible {
    /// Every problem found.
    public let problems: [ResolutionError]

    /// Creates the error.
    public init(problems: [ResolutionError]) {
        self.problems = problems
    }

    public var description: String {
        "the dependency graph is broken (\(problems.count) problem\(problems.count == 1 ? "" : "s")):\n"
            + problems.map { "  - \($0)" }.joined(separator: "\n")
    }
}
