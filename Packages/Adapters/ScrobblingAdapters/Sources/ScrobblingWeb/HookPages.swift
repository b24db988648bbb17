import AuthInterface
import Foundation
import MoviesInterface
import ScrobblingInterface
import WebUI

/// The Scrobbling feature's page, `/hooks`: the profile's hooks with their last events, a
/// form that makes one and shows its URL once (with a copy button and the media server's
/// steps), revoking, the inbox with its resolve and dismiss forms, and, where the server can
/// import, a form that reads what a media server's user has played already (the backfill).
public struct HookPages: Sendable {
    /// A profile's hooks.
    public typealias Hooks = @Sendable (Profile) -> any HookManaging
    /// The page.
    public static let hooksPath = "/hooks"
    /// This feature's entry in the layout's navigation.
    public static let navigation: [Layout.Link] = [.init(title: "Hooks", path: hooksPath, section: "hooks")]

    let hooks: Hooks
    let movieID: @Sendable (String) throws -> MovieID
    let backfill: HookBackfill?
    let templates: Templates

    /// Creates the page; `hooks` makes a profile's hooks, as the server makes them per request,
    /// `movieID` reads a film's id as a person types it, and `backfill`, where the server can
    /// import, reads a media server's plays under the operator's outbound rules.
    public init(hooks: @escaping Hooks, movieID: @escaping @Sendable (String) throws -> MovieID, backfill: HookBackfill? = nil) throws(TemplateError) {
        self.hooks = hooks
        self.movieID = movieID
        self.backfill = backfill
        templates = try Templates(HookTemplates.sources)
    }

    /// The routes.
    public var routes: [WebRoute] {
        [
            WebRoute(.get, Self.hooksPath) { request in .page(try await page(request, created: nil, problem: nil)) },
            WebRoute(.post, Self.hooksPath) { request in try await create(request) },
            WebRoute(.post, Self.hooksPath + "/:id/revoke") { request in try await revoke(request) },
            WebRoute(.post, Self.hooksPath + "/inbox/:number/resolve") { request in try await resolve(request) },
            WebRoute(.post, Self.hooksPath + "/inbox/:number/dismiss") { request in try await dismiss(request) },
            WebRoute(.post, Self.hooksPath + "/backfill") { request in try await backfillHistory(request) },
        ]
    }

    /// What the backfill form was given, shown again with what it did.
    private struct BackfillForm {
        var server: MediaServer = .jellyfin
        var url = "", user = ""
        var dryRun = true
        var outcome: BackfillOutcome?
    }

    private func page(
        _ request: WebRequest, created: (hook: CreatedHook, url: String)?, problem: String?, status: Int = 200, backfilled: BackfillForm = BackfillForm()
    ) async throws -> Page {
        let own = hooks(try profile(request))
        let list = try await own.hooks()
        let inbox = try await own.inbox()
        var context: [String: Any] = [
            "action": Self.hooksPath,
            "servers": MediaServer.allCases.map { ["value": $0.rawValue, "name": $0.name] },
            "hooks": list.map { hook -> [String: Any] in
                [
                    "id": hook.id, "server": hook.server.name, "user": hook.mediaUser ?? "", "made": Self.day(hook.createdAt),
                    "last": hook.lastEvent.map { "\(Self.time($0.receivedAt)) \($0.outcome.rawValue): \($0.detail)" } ?? "no event yet",
                    "revokeAction": "\(Self.hooksPath)/\(hook.id)/revoke",
                ]
            },
            "hasHooks": !list.isEmpty,
            "inbox": inbox.map { item -> [String: Any] in
                var fields: [String: Any] = [
                    "number": item.number, "film": item.subject.description, "played": Self.day(item.playedAt), "problem": item.subject.reason,
                    "source": item.source,
                    "resolveAction": "\(Self.hooksPath)/inbox/\(item.number)/resolve", "dismissAction": "\(Self.hooksPath)/inbox/\(item.number)/dismiss",
                ]
                if case .episode(let episode, _) = item.subject {
                    fields["isEpisode"] = true
                    fields["seriesTitle"] = episode.seriesTitle
                    fields["season"] = episode.season.map(String.init) ?? ""
                    fields["episode"] = episode.episode.map(String.init) ?? ""
                }
                return fields
            },
            "hasInbox": !inbox.isEmpty,
        ]
        if let created {
            context["created"] = [
                "id": created.hook.hook.id, "server": created.hook.hook.server.name, "url": created.url,
                "template": created.hook.hook.server == .jellyfin ? JellyfinTemplate.text : "",
                "steps": HookSetUp.steps(for: created.hook.hook.server, url: created.url),
            ]
        }
        if backfill != nil {
            context["canBackfill"] = true
            context["backfillAction"] = Self.hooksPath + "/backfill"
            context["historyServers"] = MediaServer.allCases.filter { $0 != .generic }.map {
                ["value": $0.rawValue, "name": $0.name, "selected": $0 == backfilled.server] as [String: Any]
            }
            context["backfillURL"] = backfilled.url
            context["backfillUser"] = backfilled.user
            context["backfillDryRun"] = backfilled.dryRun
            if let outcome = backfilled.outcome {
                context["backfilled"] = [
                    "server": backfilled.server.name, "user": backfilled.user, "read": outcome.read == 1 ? "1 play" : "\(outcome.read) plays",
                    "dryRun": backfilled.dryRun, "added": outcome.filmsAdded, "viewingsAdded": outcome.filmViewingsAdded,
                    "others": outcome.others.map { ["kind": $0.kind, "followed": $0.followed, "viewingsAdded": $0.viewingsAdded] },
                    "unmatched": outcome.unmatched, "hasUnmatched": !outcome.unmatched.isEmpty,
                ] as [String: Any]
            }
        }
        if let problem { context["problem"] = problem }
        return Page(title: "Hooks", body: try templates.render("hooks", context, for: request), status: status, section: "hooks")
    }

    /// Reads a media server's plays with the token the form gives, which is never kept, and
    /// imports them (or, ticked, says what that would do).
    private func backfillHistory(_ request: WebRequest) async throws -> WebAnswer {
        guard let backfill else { throw WebError(status: 404, message: "This server cannot import a media server's history.") }
        var form = BackfillForm(url: request.form["url"] ?? "", user: (request.form["user"] ?? "").trimmingCharacters(in: .whitespaces), dryRun: request.form["dryRun"] == "1")
        let fail = { (problem: String, status: Int) in WebAnswer.page(try await page(request, created: nil, problem: problem, status: status, backfilled: form)) }
        guard let server = try request.form.choice("server", as: MediaServer.self), server != .generic else {
            return try await fail("Choose Jellyfin, Plex or Emby.", 400)
        }
        form.server = server
        guard let address = URL(string: form.url), ["http", "https"].contains(address.scheme?.lowercased() ?? ""), address.host?.isEmpty == false else {
            return try await fail("Give the media server's address, such as http://192.168.1.20:8096.", 400)
        }
        guard !form.user.isEmpty else { return try await fail("Give the name of the user whose plays to read.", 400) }
        guard let token = request.form["token"], !token.isEmpty else { return try await fail("Give the server's API key or token.", 400) }
        let profile = try profile(request)
        let account = MediaServerAccount(server: server, address: address, user: form.user, token: token)
        do {
            form.outcome = form.dryRun
                ? try await backfill(profile, account, true)
                : try await request.writing(.list(owner: profile.id)) { try await backfill(profile, account, false) }
        } catch let error as PlayHistoryError {
            let problem = "\(error)."
            switch error {
            case .unreachable, .garbled:
                return try await fail(problem, 502)
            case .refused, .unknownUser, .noHistory, .tooLong:
                return try await fail(problem, 400)
            }
        }
        return .page(try await page(request, created: nil, problem: nil, backfilled: form))
    }

    /// Makes a hook and shows its URL, this once: the page answers the form itself, for a
    /// redirect would have to carry the secret.
    private func create(_ request: WebRequest) async throws -> WebAnswer {
        guard let server = try request.form.choice("server", as: MediaServer.self) else {
            return .page(try await page(request, created: nil, problem: "Choose the media server.", status: 400))
        }
        do {
            let created = try await hooks(try profile(request)).create(server, mediaUser: request.form["user"])
            let base = URL(string: request.origin) ?? URL(fileURLWithPath: "/")
            let url = request.origin.isEmpty ? CreatedHook.pathPrefix + created.secret : created.url(on: base).absoluteString
            return .page(try await page(request, created: (created, url), problem: nil, status: 201))
        } catch let error as HookError {
            return .page(try await page(request, created: nil, problem: "\(error)", status: 400))
        }
    }

    private func revoke(_ request: WebRequest) async throws -> WebAnswer {
        let id = try number(request, "id")
        try await hooks(try profile(request)).revoke(id)
        return .redirect(to: Self.hooksPath, notice: "Hook \(id) is revoked; the viewings it recorded stay.")
    }

    /// A film's item takes the form's `film`; an episode's takes `series` (a series or an
    /// episode's id) with `season` and `episode`, both or neither.
    private func resolve(_ request: WebRequest) async throws -> WebAnswer {
        let number = try number(request, "number")
        let own = hooks(try profile(request))
        do {
            let choice: InboxChoice
            if let series = request.form["series"], !series.isEmpty {
                let season = request.form["season"].flatMap { Int($0) }, episode = request.form["episode"].flatMap { Int($0) }
                guard (season == nil) == (episode == nil) else {
                    return .page(try await page(request, created: nil, problem: "Give both the season and the episode, or neither.", status: 400))
                }
                choice = .episode(EpisodeChoice(reference: series, season: season, episode: episode))
            } else if let text = request.form["film"], !text.isEmpty {
                choice = .film(try movieID(text))
            } else {
                return .page(try await page(request, created: nil, problem: "Give the film's id, as search shows it, or the episode's series.", status: 400))
            }
            let event = try await request.writing(.list(owner: try request.signedIn().id)) {
                try await own.resolve(number, as: choice)
            }
            return .redirect(to: Self.hooksPath, notice: "Inbox item \(number): \(event.detail).")
        } catch HookError.noSuchInboxItem(let number) {
            return .page(try await page(request, created: nil, problem: "\(HookError.noSuchInboxItem(number))", status: 404))
        } catch let error as HookError {
            return .page(try await page(request, created: nil, problem: "\(error)", status: 400))
        } catch let error as MovieIDError {
            return .page(try await page(request, created: nil, problem: "\(error)", status: 400))
        } catch let error as any InboxChoiceError {
            return .page(try await page(request, created: nil, problem: "\(error)", status: 400))
        }
    }

    private func dismiss(_ request: WebRequest) async throws -> WebAnswer {
        let number = try number(request, "number")
        try await hooks(try profile(request)).dismiss(number)
        return .redirect(to: Self.hooksPath, notice: "Inbox item \(number) is dismissed.")
    }

    private func profile(_ request: WebRequest) throws -> Profile {
        let viewer = try request.signedIn()
        return Profile(id: viewer.id, name: viewer.name)
    }

    private func number(_ request: WebRequest, _ name: String) throws -> Int {
        guard let number = Int(try request.parameter(name)) else { throw WebError(status: 404, message: "There is no such hook or inbox item.") }
        return number
    }

    private static func day(_ date: Date) -> String {
        date.formatted(.iso8601.year().month().day())
    }

    private static func time(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
