import SeriesInterface
import SeriesPorts

/// ``SeriesService`` over a repository.
public struct DefaultSeriesService: SeriesService {
    private let repository: any SeriesRepository

    /// Creates the service.
    public init(repository: any SeriesRepository) {
        self.repository = repository
    }

    public func items() async throws -> [SeriesItem] {
        try await repository.items()
    }

    public func add(_ text: String) async throws -> SeriesItem {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw SeriesError.blankText }
        guard trimmed.count <= SeriesError.longestText else { throw SeriesError.textTooLong(characters: trimmed.count) }
        return try await repository.append(trimmed)
    }
}
