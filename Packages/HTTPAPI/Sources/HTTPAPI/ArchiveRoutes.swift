import APIContract
import Hummingbird

/// `GET /v1/export`, `POST /v1/import[?dryRun=true]` (an archive, as `GET /v1/export` gives
/// it) and `POST /v1/import/history[?dryRun=true]` (rows of another service's export, matched
/// on the server): the token's own list, in one transaction each, idempotent. An import that
/// is not a dry run makes the ``ReadCache`` forget the list.
enum ArchiveRoutes {
    /// The largest import body: a 10,000-film history is about 3 MiB of JSON.
    static let maximumImportBytes = 32 * 1024 * 1024

    static func add(to group: RouterGroup<APIRequestContext>, services: APIServices, cache: ReadCache) {
        group.get("export") { _, context in
            JSONBody(ArchiveDocument(try await services.watchlist(try context.signedIn()).archive()))
        }
        group.post("import") { request, context in
            let document = try await request.document(ArchiveDocument.self, context: context, limit: maximumImportBytes)
            let films = try document.archivedFilms()
            let watchlist = services.watchlist(try context.signedIn())
            let summary = try await writing(request, context, cache) { try await watchlist.importArchive(films, dryRun: dryRun(request)) }
            return JSONBody(ImportSummaryDocument(summary))
        }
        group.post("import/history") { request, context in
            let document = try await request.document(ServiceHistoryDocument.self, context: context, limit: maximumImportBytes)
            let history = try document.history()
            let watchlist = services.watchlist(try context.signedIn())
            let summary = try await writing(request, context, cache) { try await watchlist.importHistory(history, dryRun: dryRun(request)) { _, _ in } }
            return JSONBody(ImportSummaryDocument(summary))
        }
    }

    private static func dryRun(_ request: Request) -> Bool {
        request.uri.queryParameters["dryRun"] == "true"
    }

    /// Runs an import; unless it is a dry run, the cache forgets the list afterwards.
    private static func writing<Value>(
        _ request: Request, _ context: APIRequestContext, _ cache: ReadCache, _ body: () async throws -> Value
    ) async throws -> Value {
        if dryRun(request) { return try await body() }
        return try await cache.afterWriting(.list(owner: try context.signedIn().id), body)
    }
}
