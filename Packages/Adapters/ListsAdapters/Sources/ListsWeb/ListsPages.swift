import AuthInterface
import Foundation
import ListsAPI
import ListsInterface
import ReadCache
import WebUI

/// The Lists feature's pages: `/lists`, the signed-in profile's lists and a form that makes
/// one; `/lists/{name}`, a list's titles in order, each with buttons that move it up, down or
/// to a place, and take it off, and a form that puts a title on it; a rule-based list's page
/// shows its titles and a form for its rules instead. `/lists/{name}?of=OWNER` is another
/// profile's list that it lets this one read (its titles) or edit (the same buttons); only an
/// owner's page has the collaborators, the public page, the addresses and the delete button.
/// Every button is a form that posts, and the answer is the page again: ordering works
/// without JavaScript.
public struct ListsPages: Sendable {
    /// The page of every list.
    public static let listsPath = "/lists"
    /// This feature's entry in the layout's navigation.
    public static let navigation: [Layout.Link] = [.init(title: "Lists", path: listsPath, section: "lists")]

    /// A profile's lists, as the server makes them per request.
    public typealias Service = @Sendable (Profile) -> any ListsService

    let service: Service
    let answers: PublicAnswers?
    let templates: Templates

    /// Creates the pages on `service`; with `shared`, the public pages too (a shared list's,
    /// to anyone with its token, and the public pages' and their lists'), which `cache` keeps
    /// until what they show changes (nil keeps nothing).
    public init(service: @escaping Service, shared: (any SharedLists)? = nil, cache: ReadCache? = nil) throws(TemplateError) {
        self.service = service
        answers = shared.map { PublicAnswers(shared: $0, cache: cache) }
        templates = try Templates(ListsTemplates.sources)
    }

    /// Where the public page's forms post: to open or move it, and (with `/close`) to close it.
    static let pagePath = "/lists-page"

    /// The routes: the pages, their forms', and with `shared` those anyone reads.
    public var routes: [WebRoute] {
        (answers.map { PublicListPages(answers: $0, templates: templates).routes } ?? []) + [
            WebRoute(.get, Self.listsPath) { request in .page(try await overview(request, problem: nil)) },
            WebRoute(.post, Self.listsPath) { request in try await create(request) },
            WebRoute(.get, "\(Self.listsPath)/:name") { request in .page(try await list(request, problem: nil)) },
            WebRoute(.post, "\(Self.listsPath)/:name/items") { request in try await change(request) { service, name in
                let item = try await service.add(request.form["titleID"] ?? "", to: name, note: request.form["note"] ?? "", at: Self.place(request.form["position"]))
                return ("Put \(item.title) at \(item.position).", item.position)
            } },
            WebRoute(.post, "\(Self.listsPath)/:name/move") { request in try await change(request) { service, name in
                let item = try await service.move(request.form["titleID"] ?? "", in: name, to: Self.place(request.form["position"]) ?? 0)
                return ("Moved \(item.title) to \(item.position).", item.position)
            } },
            WebRoute(.post, "\(Self.listsPath)/:name/remove") { request in try await change(request) { service, name in
                let titleID = request.form["titleID"] ?? ""
                try await service.remove(titleID, from: name)
                return ("Took \(titleID) off.", nil)
            } },
            WebRoute(.post, "\(Self.listsPath)/:name/share") { request in
                let name = try request.parameter("name")
                do {
                    return .page(try await list(request, problem: nil, share: try await service(try profile(request)).share(name)))
                } catch ListsError.noSuchList {
                    throw WebError(status: 404, message: "there is no list named \"\(name)\"")
                } catch let error as ListsError {
                    return .page(try await list(request, problem: "\(error)", status: 400))
                }
            },
            WebRoute(.post, "\(Self.listsPath)/:name/collaborators") { request in try await change(request) { service, name in
                let (profile, access) = (request.form["profile"] ?? "", ListAccess(rawValue: request.form["access"] ?? ""))
                let kept = try await service.setCollaborator(profile, access: access, on: name).first { $0.name.lowercased() == profile.lowercased() }
                return (kept.map { "\($0.name) may \(Self.may($0.access)) it." } ?? "\(profile) no longer reads it.", nil)
            } },
            WebRoute(.post, "\(Self.listsPath)/:name/rules") { request in try await change(request) { service, name in
                let list = try await service.setRules([request.form["rules"] ?? ""], of: name)
                return (list.isRuleBased ? "Kept its rules: \(Plural.phrase(list.count, "title")) \(list.count == 1 ? "meets" : "meet") them now." : "It has no rules now; fill it by hand.", nil)
            } },
            WebRoute(.post, "\(Self.listsPath)/:name/public") { request in try await change(request) { service, name in
                let shown = request.form["shown"] == "yes"
                try await service.show(name, onPage: shown)
                return (shown ? "The list is on your public page." : "The list is off your public page.", nil)
            } },
            WebRoute(.post, Self.pagePath) { request in
                do {
                    let page = try await service(try profile(request)).openPage(at: request.form["path"] ?? "")
                    return .redirect(to: Self.listsPath, notice: "Your public page is at \(page.address).")
                } catch let error as ListsError {
                    return .page(try await overview(request, problem: "\(error)", status: 400))
                }
            },
            WebRoute(.post, "\(Self.pagePath)/close") { request in
                try await service(try profile(request)).closePage()
                return .redirect(to: Self.listsPath, notice: "Your public page is closed.")
            },
            WebRoute(.post, "\(Self.listsPath)/:name/unshare") { request in try await change(request) { service, name in
                try await service.unshare(name)
                return ("The list's addresses no longer answer.", nil)
            } },
            WebRoute(.post, "\(Self.listsPath)/:name/delete") { request in
                let name = try request.parameter("name")
                try await service(try profile(request)).delete(name)
                return .redirect(to: Self.listsPath, notice: "Deleted the list \"\(name)\".")
            },
        ]
    }

    /// How many titles a list's page shows at a time; `?page=N` shows the Nth screen.
    static let screenSize = 100

    /// The path of the list named `name`.
    public static func path(of name: String) -> String {
        "\(listsPath)/\(PathSegment.encoded(name))"
    }


    /// What a rule reads, under the forms that take rules.
    static let rulesHelp = """
        A rule is FIELD OP VALUE: kind = film or series; genre = or != a genre; year, runtime (minutes) and rating (1 to 10) \
        with =, !=, >= or <=; watched = yes or no. The list holds the titles you keep that meet them all.
        """

    /// What a collaborator may do, in words.
    static func may(_ access: ListAccess) -> String {
        access == .edit ? "read and edit" : "read"
    }

    /// The owner that `?of=` names, if any: the page is then that profile's list.
    private static func owner(_ request: WebRequest) -> String? {
        request.query["of"].flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
    }

    /// The query of the screen `screen`, keeping `owner`.
    private static func screenQuery(_ screen: Int, _ owner: String?) -> String {
        "page=\(screen)" + (owner.map { "&of=\(PathSegment.encoded($0))" } ?? "")
    }

    /// The query that keeps `owner` on a form's or a link's address.
    private static func ofQuery(_ owner: String?) -> String {
        owner.map { "?of=\(PathSegment.encoded($0))" } ?? ""
    }

    /// The signed-in profile's lists, or with `?of=` the owner's that it shares.
    private func acting(_ request: WebRequest) throws -> any ListsService {
        let lists = service(try profile(request))
        return Self.owner(request).map(lists.of) ?? lists
    }

    private static func place(_ text: String?) -> Int? {
        text.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }

    private func overview(_ request: WebRequest, problem: String?, status: Int = 200) async throws -> Page {
        let service = service(try profile(request))
        let lists = try await service.lists()
        var context: [String: Any] = [
            "action": Self.listsPath,
            "pageAction": Self.pagePath,
            "lists": lists.map {
                ["name": $0.name, "path": Self.path(of: $0.name), "count": Plural.phrase($0.count, "title"), "description": $0.description, "rules": $0.rules.joined(separator: ", ")]
            },
            "rulesHelp": Self.rulesHelp,
            "hasLists": !lists.isEmpty,
            "longestName": ListsError.longestName,
            "longestDescription": ListsError.longestDescription,
        ]
        let shared = try await service.listsSharedWithYou()
        context["hasShared"] = !shared.isEmpty
        context["shared"] = shared.map {
            ["name": $0.list.name, "owner": $0.owner, "path": Self.path(of: $0.list.name) + Self.ofQuery($0.owner), "count": Plural.phrase($0.list.count, "title"), "may": Self.may($0.access)]
        }
        if let page = try await service.publicPage() { context["page"] = ["address": page.address, "path": page.path] }
        if let problem { context["problem"] = problem }
        return Page(title: "Lists", body: try templates.render("lists", context, for: request), status: status, section: "lists")
    }

    private func list(_ request: WebRequest, problem: String?, status: Int = 200, share: ListShare? = nil) async throws -> Page {
        let name = try request.parameter("name")
        let owner = Self.owner(request)
        let service = try acting(request)
        let lists = try await service.lists()
        guard let list = lists.first(where: { $0.name.lowercased() == name.lowercased() }) else {
            throw WebError(status: 404, message: "\(owner.map { ListsError.notSharedWithYou(list: name, owner: $0) } ?? ListsError.noSuchList(name))")
        }
        let all = try await service.items(in: list.name)
        // Another's list, when `?of=` names one that shares it; one's own name is one's own.
        var shared: CollaboratedList?
        if let owner {
            shared = try await self.service(try profile(request)).listsSharedWithYou()
                .first { $0.owner.lowercased() == owner.lowercased() && $0.list.name == list.name }
        }
        let page = shared == nil ? try await service.publicPage() : nil
        let path = Self.path(of: list.name)
        // A screen of titles at a time, so a list of thousands opens as fast as a short one.
        let screens = max(1, (all.count + Self.screenSize - 1) / Self.screenSize)
        let screen = min(max(1, Int(request.query["page"] ?? "") ?? 1), screens)
        let items = all.dropFirst((screen - 1) * Self.screenSize).prefix(Self.screenSize)
        var context: [String: Any] = [
            "pageOpen": page != nil,
            "onPage": page?.lists.contains { $0.name == list.name } ?? false,
            "listsPath": Self.listsPath,
            "name": list.name,
            "description": list.description,
            "path": path,
            "count": Plural.phrase(all.count, "title"),
            "hasItems": !all.isEmpty,
            "items": items.map { item in
                [
                    "position": item.position, "titleID": item.titleID, "title": item.title, "year": item.year.map(String.init) ?? "",
                    "kind": item.kind, "note": item.note, "path": path,
                    "up": item.position - 1, "down": item.position + 1, "hasUp": item.position > 1, "hasDown": item.position < all.count,
                    "last": all.count,
                ] as [String: Any]
            },
            "longestNote": ListsError.longestNote,
            "byHand": !list.isRuleBased && (shared == nil || shared?.access == .edit),
            "rules": list.rules.joined(separator: ", "),
            "takesRules": shared == nil && (list.isRuleBased || all.isEmpty),
            "own": shared == nil,
            "of": Self.ofQuery(shared?.owner),
            "ruleLines": list.rules.joined(separator: "\n"),
            "rulesHelp": Self.rulesHelp,
        ]
        if let shared {
            context["owner"] = shared.owner
            context["may"] = Self.may(shared.access)
        } else {
            let collaborators = try await service.collaborators(of: list.name)
            context["hasCollaborators"] = !collaborators.isEmpty
            context["collaborators"] = collaborators.map { ["name": $0.name, "may": Self.may($0.access)] }
        }
        if screens > 1 {
            context["screens"] = [
                "shown": "\(items.first?.position ?? 0) to \(items.last?.position ?? 0) of \(all.count)",
                "earlier": screen > 1 ? "\(path)?\(Self.screenQuery(screen - 1, shared?.owner))" : "",
                "later": screen < screens ? "\(path)?\(Self.screenQuery(screen + 1, shared?.owner))" : "",
            ]
        }
        if let problem { context["problem"] = problem }
        if let share {
            context["share"] = [
                "page": "\(Self.listsPath)/shared/\(share.token)", "radarr": share.path(.radarr), "jsonFeed": share.path(.jsonFeed), "rss": share.path(.rss),
            ]
        }
        return Page(title: list.name, body: try templates.render("list", context, for: request), status: status, section: "lists")
    }

    private func create(_ request: WebRequest) async throws -> WebAnswer {
        do {
            let list = try await service(try profile(request)).create(
                request.form["name"] ?? "", description: request.form["description"] ?? "", rules: [request.form["rules"] ?? ""]
            )
            return .redirect(to: Self.path(of: list.name), notice: "Made the list \"\(list.name)\".")
        } catch let error as ListsError {
            return .page(try await overview(request, problem: "\(error)", status: 400))
        }
    }

    /// Runs a change to the list of the path, then shows it again (the screen of the place
    /// the change names, if any): with a notice when it was made, with the problem when it
    /// was refused.
    private func change(_ request: WebRequest, _ body: (any ListsService, String) async throws -> (notice: String, place: Int?)) async throws -> WebAnswer {
        let name = try request.parameter("name")
        let owner = Self.owner(request)
        do {
            let (notice, place) = try await body(try acting(request), name)
            let screen = place.map { ($0 - 1) / Self.screenSize + 1 } ?? 1
            let query = screen > 1 ? "?\(Self.screenQuery(screen, owner))" : Self.ofQuery(owner)
            return .redirect(to: Self.path(of: name) + query, notice: notice)
        } catch let error as ListsError {
            switch error {
            case .noSuchList, .notSharedWithYou: throw WebError(status: 404, message: "\(error)")
            case .readOnly, .ownListsOnly: return .page(try await list(request, problem: "\(error)", status: 403))
            default: return .page(try await list(request, problem: "\(error)", status: 400))
            }
        }
    }

    private func profile(_ request: WebRequest) throws -> Profile {
        let viewer = try request.signedIn()
        return Profile(id: viewer.id, name: viewer.name)
    }
}
