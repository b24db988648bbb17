import MoviesInterface
import Synchronization
import WebUI

/// Films' details as their pages show them, kept once rendered: a catalog is reference data
/// that the server reads and never writes, so a popular film's page costs no catalog read.
/// At most ``limit`` films are kept; past it, an arbitrary one is forgotten.
final class MovieDetails: Sendable {
    struct Page: Sendable {
        /// The film's title alone, for its poster.
        let name: String
        /// Its title and year, the page's title.
        let title: String
        let details: HTML
    }

    static let limit = 10_000
    private let films = Mutex<[MovieID: Page]>([:])

    /// The film `id`, kept, or made by `make` and kept.
    func film(_ id: MovieID, make: () async throws -> Page) async throws -> Page {
        if let kept = films.withLock({ $0[id] }) { return kept }
        let film = try await make()
        films.withLock { films in
            if films.count >= Self.limit, let other = films.keys.first { films[other] = nil }
            films[id] = film
        }
        return film
    }
}
