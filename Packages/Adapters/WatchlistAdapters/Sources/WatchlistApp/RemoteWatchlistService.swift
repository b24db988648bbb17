import APIContract
import AuthInterface
import Foundation
import MoviesInterface
import Networking
import RemoteClient
import WatchlistAPI
import WatchlistInterface

/// ``WatchlistService`` and ``WatchlistArchiving`` on a `watchlist-server`, as the session's
/// profile: the same calls as the local service, each one request to `/v1`. It is no
/// ``WatchlistInsights``: statistics and picks need the films' stored details, which stay on
/// the server.
struct RemoteWatchlistService: WatchlistService, WatchlistArchiving {
    private let session: RemoteSession
    private let client: APIClient
    /// The owner's name of the shared list this service acts on; `nil` for one's own.
    private var owner: String?

    /// The list of `session`'s profile on its server; each request waits at most `timeout`.
    public init(session: RemoteSession, http: any HTTPClient, timeout: Duration) {
        self.session = session
        client = APIClient(session: session, http: http, timeout: timeout)
    }

    private var ownerQuery: [URLQueryItem] { owner.map { [URLQueryItem(name: "of", value: $0)] } ?? [] }

    public func currentProfile() async throws -> Profile? {
        session.profile
    }

    public func add(_ movieID: MovieID, note: String?) async throws -> (entry: WatchlistEntry, added: Bool) {
        let answer = try await client.send("POST", "v1/list", query: ownerQuery, body: NewEntryDocument(id: movieID.description, note: note))
        let entry = try client.decode(EntryDocument.self, from: answer.body, answering: "POST /v1/list").entry()
        return (entry, answer.status == 201)
    }

    public func remove(_ movieID: MovieID) async throws {
        try await client.send("DELETE", "v1/list/\(movieID)", query: ownerQuery)
    }

    public func markWatched(_ movieID: MovieID, on day: CalendarDay?, rating: Int?, review: String?) async throws -> (entry: WatchlistEntry, listed: Bool) {
        let recorded = try await client.send(
            "POST", "v1/list/\(movieID)/viewings", query: ownerQuery,
            body: NewViewingDocument(on: day?.description, rating: rating, review: review), as: RecordedViewingDocument.self
        )
        return (try recorded.entry.entry(), recorded.listed)
    }

    public func entries(filter: WatchlistFilter, sort: WatchlistSort) async throws -> [WatchlistEntry] {
        // The server filters and sorts; the defaults are left out, so the answer can come from its cache.
        var query = ownerQuery
        if filter != .all { query.append(URLQueryItem(name: "filter", value: filter.rawValue)) }
        if sort != .added { query.append(URLQueryItem(name: "sort", value: sort.rawValue)) }
        return try await client.send("GET", "v1/list", query: query, as: [EntryDocument].self).map { try $0.entry() }
    }

    public func history() async throws -> [Viewing] {
        try await client.send("GET", "v1/history", query: ownerQuery, as: [ViewingDocument].self).map { try $0.viewing() }
    }

    public func archive() async throws -> [ArchivedMovie] {
        guard owner == nil else { throw WatchlistError.ownListOnly }
        return try await client.send("GET", "v1/export", as: ArchiveDocument.self).archivedMovies()
    }

    public func importArchive(_ films: [ArchivedMovie], from source: ImportSource, others: [OtherImportSummary], dryRun: Bool) async throws -> ImportSummary {
        guard owner == nil else { throw WatchlistError.ownListOnly }
        let files = source.files.map { URLQueryItem(name: "file", value: $0) }
        return try await client.send(
            "POST", "v1/import", query: Self.dryRun(dryRun) + files, body: ArchiveDocument(films, imported: others), as: ImportSummaryDocument.self
        ).summary()
    }

    public func imports() async throws -> [ImportRecord] {
        guard owner == nil else { throw WatchlistError.ownListOnly }
        return try await client.send("GET", "v1/imports", as: [ImportRecordDocument].self).map(\.record)
    }

    /// The server takes back what the import brought of other kinds with its own features:
    /// `others` are not asked.
    public func undoImport(_ number: Int, others: [any OtherTitleArchiving], dryRun: Bool) async throws -> UndoSummary {
        guard owner == nil else { throw WatchlistError.ownListOnly }
        let answer: UndoSummaryDocument
        do {
            answer = try await client.send("POST", "v1/imports/\(number)/undo", query: Self.dryRun(dryRun), as: UndoSummaryDocument.self)
        } catch {
            // The server's two refusals are this feature's errors, so the CLI's advice for
            // them is the same on a server's list as on this machine's.
            guard case .refused(let status, _) = error else { throw error }
            switch status {
            case 404: throw WatchlistError.noSuchImport(number)
            case 409: throw WatchlistError.importAlreadyUndone(number)
            default: throw error
            }
        }
        return answer.summary
    }

    public func importHistory(
        _ history: ServiceHistory, others: [OtherImportSummary], dryRun: Bool, progress: @escaping @Sendable (Int, Int) -> Void
    ) async throws -> ImportSummary {
        guard owner == nil else { throw WatchlistError.ownListOnly }
        let summary = try await client.send(
            "POST", "v1/import/history", query: Self.dryRun(dryRun), body: ServiceHistoryDocument(history, imported: others), as: ImportSummaryDocument.self
        ).summary()
        progress(history.records.count, history.records.count)
        return summary
    }

    public func sharedList(of name: String) -> any WatchlistService {
        var shared = self
        shared.owner = name
        return shared
    }

    public func movieID(parsing text: String) throws -> MovieID {
        try MovieID(parsing: text, defaultSource: CatalogSource(rawValue: session.catalog) ?? .offline)
    }

    private static func dryRun(_ dryRun: Bool) -> [URLQueryItem] {
        dryRun ? [URLQueryItem(name: "dryRun", value: "true")] : []
    }
}
