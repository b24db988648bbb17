import APIContract
import Hummingbird

/// `GET /v1/export`, `POST /v1/import[?dryRun=true]` (an archive, as `GET /v1/export` gives
/// it) and `POST /v1/import/history[?dryRun=true]` (rows of another service's export, matched
/// on the server): the token's own list, in one transaction each, idempotent.
enum ArchiveRoutes {
    /// The largest import body: a 10,000-film history is about 3 MiB of JSON.
    static let maximumImportBytes = 32 * 1024 * 1024

    static func add(to group: RouterGroup<APIRequestContext>, services: APIServices) {
        group.get("export") { _, context in
            JSONBody(ArchiveDocument(try await services.watchlist(try context.signedIn()).archive()))
        }
        group.post("import") { request, context in
            let document = try await request.document(ArchiveDocument.self, context: context, limit: maximumImportBytes)
            let summary = try await services.watchlist(try context.signedIn()).importArchive(try document.archivedFilms(), dryRun: dryRun(request))
            return JSONBody(ImportSummaryDocument(summary))
        }
        group.post("import/history") { request, context in
            let document = try await request.document(ServiceHistoryDocument.self, context: context, limit: maximumImportBytes)
            let summary = try await services.watchlist(try context.signedIn())
                .importHistory(try document.history(), dryRun: dryRun(request)) { _, _ in }
            return JSONBody(ImportSummaryDocument(summary))
        }
    }

    private static func dryRun(_ request: Request) -> Bool {
        request.uri.queryParameters["dryRun"] == "true"
    }
}
