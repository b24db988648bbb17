import APIContract
import APIRouting
import AuthInterface
import Hummingbird
import MoviesInterface
import ReadCache
import ScrobblingAPI
import ScrobblingInterface
import WebServer

/// The token's profile's hooks and inbox: `GET /v1/hooks`, `POST /v1/hooks` `{server, user}`
/// (201, with the secret shown this once), `DELETE /v1/hooks/{id}`, `GET /v1/hooks/{id}/events`,
/// `GET /v1/inbox`, `POST /v1/inbox/{number}/resolve` `{id, season, episode}` and `DELETE /v1/inbox/{number}`.
/// Another profile's hook or item is 404, as one that does not exist. And the media servers'
/// events, at `POST /webhooks/{secret}` (``WebhookRoutes``).
public struct HookRoutes: APIRoutes {
    /// The hooks of a profile.
    let hooks: @Sendable (Profile) -> any HookManaging
    /// What takes the media servers' events.
    let receiver: any HookReceiving
    /// Reads the id an inbox item is resolved as.
    let movieID: @Sendable (String) throws -> MovieID
    let cache: ReadCache

    /// Routes on the hooks `hooks` makes for each request's profile, and on `receiver`.
    public init(
        hooks: @escaping @Sendable (Profile) -> any HookManaging, receiver: any HookReceiving,
        movieID: @escaping @Sendable (String) throws -> MovieID, cache: ReadCache
    ) {
        self.hooks = hooks
        self.receiver = receiver
        self.movieID = movieID
        self.cache = cache
    }

    /// The paths that hold a secret: a webhook's.
    public static let secretPaths = [CreatedHook.pathPrefix]

    public var secretPathPrefixes: [String] { Self.secretPaths }

    public func add(to groups: APIRouteGroups) {
        let (hooks, movieID, cache) = (hooks, movieID, cache)
        let group = groups.signedIn
        WebhookRoutes.add(to: groups.root, receiver: receiver, cache: cache)
        group.get("hooks") { _, context in
            JSONBody(try await hooks(try context.signedIn()).hooks().map(HookDocument.init))
        }
        group.post("hooks") { request, context in
            let body = try await request.document(NewHookDocument.self, context: context)
            let created = try await hooks(try context.signedIn()).create(body.server, mediaUser: body.user)
            return JSONBody(CreatedHookDocument(created), status: .created)
        }
        group.delete("hooks/:id") { _, context in
            try await hooks(try context.signedIn()).revoke(try Self.number(context, "id"))
            return HTTPResponse.Status.noContent
        }
        group.get("hooks/:id/events") { _, context in
            JSONBody(try await hooks(try context.signedIn()).events(of: try Self.number(context, "id")).map(HookEventDocument.init))
        }
        group.get("inbox") { _, context in
            JSONBody(try await hooks(try context.signedIn()).inbox().map(InboxItemDocument.init))
        }
        group.post("inbox/:number/resolve") { request, context in
            let body = try await request.document(ResolveDocument.self, context: context)
            let profile = try context.signedIn()
            let number = try Self.number(context, "number")
            guard (body.season == nil) == (body.episode == nil) else { throw APIError(status: .badRequest, message: "give both season and episode, or neither") }
            guard [body.season, body.episode].allSatisfy({ $0.map((0...10_000).contains) ?? true }) else {
                throw APIError(status: .badRequest, message: "season and episode are numbers from 0 to 10000")
            }
            guard let item = try await hooks(profile).inbox().first(where: { $0.number == number }) else { throw HookError.noSuchInboxItem(number) }
            let choice: InboxChoice
            switch item.subject {
            case .film:
                guard body.season == nil else { throw HookError.choiceDoesNotFit(number: number, episode: false) }
                choice = .film(try movieID(body.id))
            case .episode:
                choice = .episode(EpisodeChoice(reference: body.id, season: body.season, episode: body.episode))
            }
            let event = try await cache.afterWriting(.list(owner: profile.id)) {
                try await hooks(profile).resolve(number, as: choice)
            }
            return JSONBody(HookEventDocument(event))
        }
        group.delete("inbox/:number") { _, context in
            try await hooks(try context.signedIn()).dismiss(try Self.number(context, "number"))
            return HTTPResponse.Status.noContent
        }
    }

    /// A hook's or an item's number from the path; one that is not a number names nothing: 404.
    private static func number(_ context: ServerRequestContext, _ name: String) throws -> Int {
        guard let number = Int(try context.parameters.requireDecoded(name)), number > 0 else {
            throw APIError(status: .notFound, message: "there is no \(name == "id" ? "hook" : "inbox item") \(context.parameters.get(name) ?? "")")
        }
        return number
    }
}

/// How Scrobbling's errors are answered: a hook or inbox item that is not the profile's 404,
/// any other (an unknown media server, a user name refused) 400.
public struct ScrobblingHTTPErrors: HTTPErrorMapping {
    public init() {}

    public func answer(to error: any Error) -> HTTPErrorAnswer? {
        switch error {
        case HookError.noSuchHook, HookError.noSuchInboxItem, HookError.unknownHook: HTTPErrorAnswer(.notFound)
        case is HookError: HTTPErrorAnswer(.badRequest)
        default: nil
        }
    }
}
