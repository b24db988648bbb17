import SketchInterface
import SketchPorts

/// ``SketchService`` over a repository.
public struct DefaultSketchService: SketchService {
    private let repository: any SketchRepository

    /// Creates the service.
    public init(repository: any SketchRepository) {
        self.repository = repository
    }

    public func items() async throws -> [SketchItem] {
        try await repository.items()
    }

    public func add(_ text: String) async throws -> SketchItem {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw SketchError.blankText }
        guard trimmed.count <= SketchError.longestText else { throw SketchError.textTooLong(characters: trimmed.count) }
        return try await repository.append(trimmed)
    }
}
