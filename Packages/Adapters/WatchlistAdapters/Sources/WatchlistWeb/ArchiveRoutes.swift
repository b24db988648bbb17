import APIContract
import APIRouting
import Hummingbird
import ReadCache
import WatchlistAPI
import WatchlistInterface
import WebServer

/// `GET /v1/export`, `POST /v1/import[?dryRun=true|false][&file=NAME]` (an archive, as `GET /v1/export`
/// gives it) and `POST /v1/import/history[?dryRun=true|false]` (rows of another service's
/// export, matched on the server): the token's own list, in one transaction each, idempotent;
/// `GET /v1/imports` and `POST /v1/imports/{number}/undo[?dryRun=true|false]`: the imports
/// the list remembers, and taking one back.
/// Any other `dryRun` is refused, never read as a real import. An import that is not a dry run
/// makes the ``ReadCache`` forget the list.
enum ArchiveRoutes {
    /// The largest import body: a 10,000-film history is about 3 MiB of JSON.
    static let maximumImportBytes = 32 * 1024 * 1024

    static func add(to group: RouterGroup<ServerRequestContext>, lists: WatchlistRoutes) {
        group.get("export") { _, context in
            JSONBody(ArchiveDocument(try await lists.lists(try context.signedIn()).archive()))
        }
        group.post("import") { request, context in
            let dryRun = try dryRunAsked(request)
            let document = try await request.document(ArchiveDocument.self, context: context, limit: maximumImportBytes)
            try DocumentChecks.check(document)
            let films = try document.archivedMovies()
            let watchlist = lists.lists(try context.signedIn())
            // `?file=NAME`, repeated: the files the client read, for the list of imports.
            let source = ImportSource(service: "Watchlist", files: request.uri.queryParameters.getAll("file").map { String($0) })
            let others = (document.imported ?? []).map(\.summary)
            let summary = try await writing(dryRun: dryRun, context, lists.cache) {
                try await watchlist.importArchive(films, from: source, others: others, dryRun: dryRun)
            }
            return JSONBody(ImportSummaryDocument(summary))
        }
        group.get("imports") { _, context in
            JSONBody(try await lists.lists(try context.signedIn()).imports().map(ImportRecordDocument.init))
        }
        group.post("imports/:number/undo") { request, context in
            let dryRun = try dryRunAsked(request)
            let text = context.parameters.get("number") ?? ""
            guard let number = Int(text), number > 0 else {
                throw APIError(status: .notFound, message: "\(text) is not an import's number; GET /v1/imports lists them")
            }
            let profile = try context.signedIn()
            let watchlist = lists.lists(profile), others = lists.others(profile)
            let summary = try await writing(dryRun: dryRun, context, lists.cache) {
                try await watchlist.undoImport(number, others: others, dryRun: dryRun)
            }
            return JSONBody(UndoSummaryDocument(summary))
        }
        group.post("import/history") { request, context in
            let dryRun = try dryRunAsked(request)
            let document = try await request.document(ServiceHistoryDocument.self, context: context, limit: maximumImportBytes)
            try DocumentChecks.check(document)
            let history = try document.history()
            let watchlist = lists.lists(try context.signedIn())
            let others = (document.imported ?? []).map(\.summary)
            let summary = try await writing(dryRun: dryRun, context, lists.cache) {
                try await watchlist.importHistory(history, others: others, dryRun: dryRun) { _, _ in }
            }
            return JSONBody(ImportSummaryDocument(summary))
        }
    }

    /// Whether `?dryRun=true` asks only what an import would do; absent or `false`, it imports.
    private static func dryRunAsked(_ request: Request) throws(APIError) -> Bool {
        switch request.uri.queryParameters["dryRun"] {
        case nil, "false"?: return false
        case "true"?: return true
        case let other?: throw APIError(status: .badRequest, message: "dryRun must be true or false, not \(other)")
        }
    }

    /// Runs an import; unless it is a dry run, the cache forgets the list afterwards.
    private static func writing<Value>(
        dryRun: Bool, _ context: ServerRequestContext, _ cache: ReadCache, _ body: () async throws -> Value
    ) async throws -> Value {
        if dryRun { return try await body() }
        return try await cache.afterWriting(.list(owner: try context.signedIn().id), body)
    }
}
