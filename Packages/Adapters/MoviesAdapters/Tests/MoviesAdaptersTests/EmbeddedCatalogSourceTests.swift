import Foundation
import Testing
import MoviesInterface
@testable import MoviesSQLite

/// The embedded catalog database is built from `Packages/Adapters/MoviesAdapters/Catalog/catalog.json`. These
/// tests hold the two together: every film of the source is in the embedded database, with
/// the same facts. After editing the JSON, rebuild the database with
/// `WATCHLIST_WRITE_EMBEDDED_CATALOG=1 swift test --package-path Packages/Adapters/MoviesAdapters --filter EmbeddedCatalogSource`.
@Suite struct EmbeddedCatalogSourceTests {
    /// From this file's real path: a run of every package's tests together reaches the test
    /// folder through a link (`scripts/package-tests`).
    static let packageDirectory = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let source = packageDirectory.appending(path: "Catalog/catalog.json")
    static let resource = packageDirectory.appending(path: "Sources/MoviesSQLite/Resources/catalog.sqlite")

    @Test func theEmbeddedDatabaseHoldsEveryFilmOfTheSourceWithTheSameFacts() async throws {
        if ProcessInfo.processInfo.environment["WATCHLIST_WRITE_EMBEDDED_CATALOG"] == "1" {
            let directory = FileManager.default.temporaryDirectory.appending(path: "embedded-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let built = directory.appending(path: "catalog.sqlite")
            try EmbeddedCatalogBuild.write(json: Data(contentsOf: Self.source), to: built.path, builtAt: Date(timeIntervalSince1970: 0))
            try Data(contentsOf: built).write(to: Self.resource)
            return
        }
        let records = try JSONDecoder().decode([CatalogRecord].self, from: Data(contentsOf: Self.source))
        #expect(records.count >= 100)
        #expect(Set(records.map(\.id)).count == records.count)
        let catalog = try EmbeddedMovieCatalog.open()
        for record in records {
            let embedded = try await catalog.movie(record.movie.id)
            #expect(embedded == record.movie, "rebuild it: WATCHLIST_WRITE_EMBEDDED_CATALOG=1 swift test --package-path Packages/Adapters/MoviesAdapters --filter EmbeddedCatalogSource")
            #expect(!embedded.genres.isEmpty && !embedded.cast.isEmpty && embedded.director != nil, "\(record.id)")
        }
        await #expect(throws: MovieCatalogError.self) { try await catalog.movie(MovieID(source: .offline, value: String(records.count + 1))) }
    }
}
