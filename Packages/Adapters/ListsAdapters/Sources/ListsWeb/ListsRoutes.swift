import APIRouting
import AuthInterface
import Hummingbird
import ListsAPI
import ListsInterface
import ReadCache
import WebServer

/// The Lists feature's routes in the API, each one on the token's profile, as its part of
/// the OpenAPI document (ListsAPI's openapi.yaml) describes them:
///
/// - `GET /v1/lists`, `POST /v1/lists` with `{"name", "description"}`: the lists, a new one;
/// - `DELETE /v1/lists/{name}`;
/// - `GET /v1/lists/{name}/items`, `POST` with `{"titleID", "note", "position"}`;
/// - `DELETE /v1/lists/{name}/items/{id}`, `PUT /v1/lists/{name}/items/{id}/position` with
///   `{"position"}`.
/// - `PUT /v1/lists/{name}/share`, `DELETE`: a list's secret addresses, made anew or stopped;
/// - `GET /v1/lists/{name}/collaborators`, `PUT …/collaborators/{profile}` with `{"access"}`,
///   `DELETE`: the profiles let read or edit a list; `GET /v1/lists-shared`: the lists others
///   let this profile read or edit, whose reads and changes above take `?of=OWNER`;
/// - `GET /v1/lists-page`, `PUT` with `{"path"}`, `DELETE`: the profile's public page;
///   `PUT /v1/lists/{name}/public`, `DELETE`: a list shown on it, or not;
/// - `GET /lists/feeds/{token}.radarr.json`, `.json`, `.rss`: a shared list, to anyone with
///   the token, outside the API (as the calendar's feed is), and
///   `GET /people/{path}/{name}/feed.radarr.json`, `feed.json`, `feed.rss`: a list shown on a
///   public page; anything else is 404.
public struct ListsRoutes: APIRoutes {
    let service: @Sendable (Profile) -> any ListsService
    let answers: PublicAnswers

    /// Routes on each profile's lists, and the shared lists' addresses, whose feeds `cache`
    /// keeps until their lists change (nil keeps nothing).
    public init(service: @escaping @Sendable (Profile) -> any ListsService, shared: any SharedLists, cache: ReadCache? = nil) {
        self.service = service
        self.answers = PublicAnswers(shared: shared, cache: cache)
    }

    public func add(to groups: APIRouteGroups) {
        let (service, answers) = (service, answers)
        // The token's profile's lists, or with `?of=OWNER` those another profile shares with it.
        let acting: @Sendable (Request, Profile) -> any ListsService = { request, profile in
            let lists = service(profile)
            return request.uri.queryParameters.get("of").map(lists.of) ?? lists
        }
        let lists = groups.signedIn
        lists.get("lists") { request, context in
            JSONBody(try await acting(request, try context.signedIn()).lists().map(TitleListDocument.init))
        }
        lists.get("lists/:name/collaborators") { _, context in
            JSONBody(try await service(try context.signedIn()).collaborators(of: try context.parameters.requireDecoded("name")))
        }
        lists.put("lists/:name/collaborators/:profile") { request, context in
            let (name, profile) = (try context.parameters.requireDecoded("name"), try context.parameters.requireDecoded("profile"))
            let body = try await request.document(CollaboratorAccessDocument.self, context: context)
            return JSONBody(try await service(try context.signedIn()).setCollaborator(profile, access: body.access, on: name))
        }
        lists.delete("lists/:name/collaborators/:profile") { _, context in
            let (name, profile) = (try context.parameters.requireDecoded("name"), try context.parameters.requireDecoded("profile"))
            return JSONBody(try await service(try context.signedIn()).setCollaborator(profile, access: nil, on: name))
        }
        lists.get("lists-shared") { _, context in
            JSONBody(try await service(try context.signedIn()).listsSharedWithYou().map(CollaboratedListDocument.init))
        }
        lists.post("lists") { request, context in
            let body = try await request.document(NewTitleListDocument.self, context: context)
            let list = try await service(try context.signedIn()).create(body.name, description: body.description ?? "", rules: try Self.oneEach(body.rules ?? []))
            return JSONBody(TitleListDocument(list), status: .created)
        }
        lists.put("lists/:name/rules") { request, context in
            let name = try context.parameters.requireDecoded("name")
            let body = try await request.document(TitleListRulesDocument.self, context: context)
            return JSONBody(TitleListDocument(try await service(try context.signedIn()).setRules(try Self.oneEach(body.rules), of: name)))
        }
        lists.delete("lists/:name") { _, context in
            try await service(try context.signedIn()).delete(try context.parameters.requireDecoded("name"))
            return HTTPResponse.Status.noContent
        }
        lists.get("lists/:name/items") { request, context in
            let name = try context.parameters.requireDecoded("name")
            return JSONBody(try await acting(request, try context.signedIn()).items(in: name).map(ListItemDocument.init))
        }
        lists.post("lists/:name/items") { request, context in
            let name = try context.parameters.requireDecoded("name")
            let body = try await request.document(NewListItemDocument.self, context: context)
            let item = try await acting(request, try context.signedIn()).add(body.titleID, to: name, note: body.note ?? "", at: body.position)
            return JSONBody(ListItemDocument(item), status: .created)
        }
        lists.delete("lists/:name/items/:id") { request, context in
            let (name, id) = (try context.parameters.requireDecoded("name"), try context.parameters.requireDecoded("id"))
            try await acting(request, try context.signedIn()).remove(id, from: name)
            return HTTPResponse.Status.noContent
        }
        lists.put("lists/:name/share") { _, context in
            JSONBody(ListShareDocument(try await service(try context.signedIn()).share(try context.parameters.requireDecoded("name"))))
        }
        lists.delete("lists/:name/share") { _, context in
            try await service(try context.signedIn()).unshare(try context.parameters.requireDecoded("name"))
            return HTTPResponse.Status.noContent
        }
        lists.get("lists-page") { _, context in
            JSONBody(PublicPageDocument(try await service(try context.signedIn()).publicPage()))
        }
        lists.put("lists-page") { request, context in
            let body = try await request.document(OpenPageDocument.self, context: context)
            return JSONBody(PublicPageDocument(try await service(try context.signedIn()).openPage(at: body.path)))
        }
        lists.delete("lists-page") { _, context in
            try await service(try context.signedIn()).closePage()
            return HTTPResponse.Status.noContent
        }
        lists.put("lists/:name/public") { _, context in
            try await service(try context.signedIn()).show(try context.parameters.requireDecoded("name"), onPage: true)
            return HTTPResponse.Status.noContent
        }
        lists.delete("lists/:name/public") { _, context in
            try await service(try context.signedIn()).show(try context.parameters.requireDecoded("name"), onPage: false)
            return HTTPResponse.Status.noContent
        }
        groups.root.get("lists/feeds/:file") { request, context in
            let file = context.parameters.get("file") ?? ""
            return try await Self.feed(file: file, request: request) { token, key, make in
                try await answers.shared(token: token, key: key, bytes: { $0.body.readableBytes }, make: make)
            }
        }
        groups.root.get("people/:path/:name/:file") { request, context in
            let (path, name) = (try context.parameters.requireDecoded("path"), try context.parameters.requireDecoded("name"))
            let file = context.parameters.get("file") ?? ""
            return try await Self.feed(file: file, request: request) { base, key, make in
                base == "feed" ? try await answers.onPage(path, named: name, key: key, bytes: { $0.body.readableBytes }, make: make) : nil
            }
        }
        lists.put("lists/:name/items/:id/position") { request, context in
            let (name, id) = (try context.parameters.requireDecoded("name"), try context.parameters.requireDecoded("id"))
            let body = try await request.document(ListPositionDocument.self, context: context)
            return JSONBody(ListItemDocument(try await acting(request, try context.signedIn()).move(id, in: name, to: body.position)))
        }
    }
}

extension ListsRoutes {
    /// `rules`, each item of a document one rule: a blank one, or one of several lines (which
    /// a form's box may hold), is refused.
    static func oneEach(_ rules: [String]) throws(ListsError) -> [String] {
        if let rule = rules.first(where: { $0.allSatisfy(\.isWhitespace) || $0.contains(where: \.isNewline) }) {
            throw .badRule(String(rule.prefix(60)), "give one rule an item, such as \"genre=Drama\"")
        }
        return rules
    }

    /// Where a feed's answer comes from: the list that a feed's base name (before the format's
    /// suffix) names, made into a feed by `make` and kept by `key`; nil when there is none.
    typealias FeedSource = (_ base: String, _ key: String, _ make: @escaping @Sendable (SharedList) throws -> FeedAnswer) async throws -> FeedAnswer?

    /// The answer to a feed's `file` (a name and a format's suffix): the list `source` finds by
    /// the name, in that format, else 404 as for a list never shared.
    static func feed(file: String, request: Request, source: FeedSource) async throws -> Response {
        guard let format = SharedListFormat.allCases.sorted(by: { $0.suffix.count > $1.suffix.count }).first(where: { file.hasSuffix($0.suffix) }) else {
            return notFound
        }
        // The feed names its own address, so it is kept per host it was asked at.
        let address = "http://\(request.head.authority ?? "localhost")\(request.uri.path)"
        let answer = try await source(String(file.dropLast(format.suffix.count)), "feed:\(address)") { list in
            let (contentType, body) = SharedListFeeds.render(list, as: format, address: address)
            return FeedAnswer(contentType: contentType, body: ByteBuffer(bytes: body))
        }
        guard let answer else { return notFound }
        let headers: HTTPFields = [.contentType: answer.contentType, .cacheControl: "private, max-age=300"]
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: answer.body))
    }

    private static var notFound: Response {
        Response(status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"], body: ResponseBody(byteBuffer: ByteBuffer(string: "No such list.\n")))
    }
}

/// How the API answers the feature's errors: an unknown list, a title not on it, an id no
/// catalog has, an unknown profile and another's list not shared with this one are 404; a
/// change to a list shared read-only, or what only its owner does, 403; a taken name or page
/// path, a title twice, a full list, a place past the end (what the list holds now decides)
/// and oneself as a collaborator 409; the rest the client's to change (400); each with the
/// error's message.
public struct ListsHTTPErrors: HTTPErrorMapping {
    /// The mapping.
    public init() {}

    public func answer(to error: any Error) -> HTTPErrorAnswer? {
        switch error {
        case ListsError.noSuchList, ListsError.notOnList, ListsError.unknownTitle, ListsError.noSuchProfile, ListsError.notSharedWithYou:
            HTTPErrorAnswer(.notFound)
        case ListsError.readOnly, ListsError.ownListsOnly: HTTPErrorAnswer(.forbidden)
        case ListsError.nameTaken, ListsError.pathTaken, ListsError.alreadyOnList, ListsError.listFull, ListsError.noSuchPosition,
             ListsError.listHasRules, ListsError.listHasTitles, ListsError.collaboratorIsOwner: HTTPErrorAnswer(.conflict)
        case is ListsError: HTTPErrorAnswer(.badRequest)
        default: nil
        }
    }
}
