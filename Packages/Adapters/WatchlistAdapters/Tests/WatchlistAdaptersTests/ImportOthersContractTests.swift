import WatchlistTestSupport
import Foundation
import JSONWriting
import StorageTesting
import Synchronization
import Testing
import WatchlistInterface

/// What an import brought of other kinds (series, in the app) is kept in its record on every
/// backend, exactly as the feature of its kind answered it, and taking the import back hands
/// each part to the feature of its kind, after the films, once.
@Suite(.temporaryPostgres) struct ImportOthersContractTests {
    /// A feature of one kind that takes back what it is given, and remembers what it was given.
    private final class Feature: OtherTitleArchiving {
        let kind: String
        let asked = Mutex<[(imported: OtherImportSummary, dryRun: Bool)]>([])

        init(kind: String) { self.kind = kind }

        func archive() -> [String: JSONValue] { [:] }
        func restore(_ sections: [String: JSONValue], dryRun: Bool, path: String) -> OtherImportSummary? { nil }
        func importHistory(_ records: [OtherHistoryRecord], dryRun: Bool) -> OtherHistoryImport? { nil }

        func undoImport(_ imported: OtherImportSummary, dryRun: Bool) -> OtherUndoSummary? {
            guard imported.kind == kind else { return nil }
            asked.withLock { $0.append((imported, dryRun)) }
            return OtherUndoSummary(
                kind: kind, unfollowed: imported.followed, kept: 0, ratingsRemoved: imported.ratingsAdded, viewingsRemoved: imported.viewingsAdded, changedSince: 0
            )
        }
    }

    private let trakt = ImportSource(service: "Trakt", files: ["watched-history.json"])

    @Test(arguments: RepositoryBackend.allCases)
    func whatAnImportBroughtOfOtherKindsIsKeptAndTakenBackByItsFeature(backend: RepositoryBackend) async throws {
        try await backend.withRepositories { repository, _ in
            let service = makeService(repository: repository)
            let series = OtherImportSummary(
                kind: "series", followed: 1, ratingsAdded: 1, viewingsAdded: 2,
                reversal: .array([.object(["id": .string("imdb:tt0903747"), "viewings": .array([.string("1|1||2020-01-01||47|Pilot | one"), .string("1|2||2020-01-02|9||")])])])
            )
            let podcasts = OtherImportSummary(kind: "podcast", followed: 0, ratingsAdded: 0, viewingsAdded: 3, reversal: .array([.integer(7), .number(1.5), .bool(true), .null]))
            let nothing = OtherImportSummary(kind: "series", followed: 0, ratingsAdded: 0, viewingsAdded: 0)

            // No film at all: the import is remembered for what it brought of the others.
            #expect(try await service.importArchive([], from: trakt, others: [nothing], dryRun: false).number == nil, "an import that added nothing is not remembered")
            let imported = try await service.importArchive([], from: trakt, others: [series, nothing, podcasts], dryRun: false)
            #expect(imported.number == 1)
            let record = try #require(try await service.imports().first)
            #expect(record.others == [series, podcasts], "kept exactly, reversals and all; a part that added nothing is left out")

            let shows = Feature(kind: "series"), episodesOfPodcasts = Feature(kind: "podcast")
            let preview = try await service.undoImport(1, others: [episodesOfPodcasts, shows], dryRun: true)
            #expect(preview.others.map(\.kind) == ["series", "podcast"] && preview.others.map(\.viewingsRemoved) == [2, 3])
            #expect(try await service.imports().first?.undoneAt == nil, "a dry run takes nothing back")

            let undone = try await service.undoImport(1, others: [episodesOfPodcasts, shows], dryRun: false)
            #expect(undone.others == preview.others)
            #expect(shows.asked.withLock { $0.map(\.imported) } == [series, series] && shows.asked.withLock { $0.map(\.dryRun) } == [true, false])
            #expect(episodesOfPodcasts.asked.withLock { $0.map(\.imported) } == [podcasts, podcasts])
            await #expect(throws: WatchlistError.importAlreadyUndone(1)) { _ = try await service.undoImport(1, others: [shows], dryRun: false) }
            #expect(shows.asked.withLock { $0.count } == 2, "a refused undo asks no feature")
        }
    }
}
