import Foundation
import ListsAPI
import ListsInterface
import WebUI

/// The Lists feature's pages that anyone reads, without an account: a shared list by its
/// token (`/lists/shared/{token}`), a profile's public page (`/people/{path}`) and each list
/// shown on it (`/people/{path}/{name}`), with its feeds. They show a list's name,
/// description and titles, never its notes, and nothing of the profile but the path it chose;
/// a page or list that is not public answers 404, as one that never existed. Their content
/// is kept until what it shows changes (``PublicAnswers``).
struct PublicListPages: Sendable {
    let answers: PublicAnswers
    let templates: Templates

    /// The routes, each open to anyone.
    var routes: [WebRoute] {
        [
            WebRoute(.get, "\(ListsPages.listsPath)/shared/:token", access: .anyone) { request in
                let screen = Self.screen(request)
                let page: Page? = try await answers.shared(token: try request.parameter("token"), key: "page:\(screen)", bytes: Self.bytes) { list in
                    try listPage(list, feeds: nil, screen: screen, path: request.path)
                }
                guard let page else { throw Self.missing }
                return .page(page)
            },
            WebRoute(.get, "/people/:path", access: .anyone) { request in
                let page: Page? = try await answers.page(try request.parameter("path"), key: "page") { page in
                    let context: [String: Any] = [
                        "hasLists": !page.lists.isEmpty,
                        "lists": page.lists.map {
                            ["name": $0.name, "path": Self.path(of: $0.name, on: page.path), "count": $0.isRuleBased ? "made by rules" : Plural.phrase($0.count, "title"), "description": $0.description]
                        },
                    ]
                    return Page(title: page.path, body: try templates.render("people", context))
                }
                guard let page else { throw Self.missing }
                return .page(page)
            },
            WebRoute(.get, "/people/:path/:name", access: .anyone) { request in
                let (path, name, screen) = (try request.parameter("path"), try request.parameter("name"), Self.screen(request))
                let page: Page? = try await answers.onPage(path, named: name, key: "page:\(screen)", bytes: Self.bytes) { list in
                    let feed = Self.path(of: list.name, on: path) + "/feed"
                    let feeds = ["page": PublicPage.address(path), "rss": feed + SharedListFormat.rss.suffix, "jsonFeed": feed + SharedListFormat.jsonFeed.suffix, "radarr": feed + SharedListFormat.radarr.suffix]
                    return try listPage(list, feeds: feeds, screen: screen, path: request.path)
                }
                guard let page else { throw Self.missing }
                return .page(page)
            },
        ]
    }

    /// The screen of titles a request asks for (`?page=N`), from 1; what is past the end shows the last.
    private static func screen(_ request: WebRequest) -> Int {
        max(1, Int(request.query["page"] ?? "") ?? 1)
    }

    /// What a page counts against the cache's limit.
    private static func bytes(_ page: Page) -> Int {
        page.body.text.utf8.count
    }

    /// The path of the list named `name` on the public page at `path`.
    static func path(of name: String, on path: String) -> String {
        "\(PublicPage.address(path))/\(PathSegment.encoded(name))"
    }

    private static let missing = WebError(status: 404, message: "there is no such page")

    /// The page of `list`'s screen `asked`, at `path`; the same for every reader, so it is kept.
    private func listPage(_ list: SharedList, feeds: [String: String]?, screen asked: Int, path: String) throws -> Page {
        // A screen of titles at a time, as the owner's page shows them.
        let screens = max(1, (list.items.count + ListsPages.screenSize - 1) / ListsPages.screenSize)
        let screen = min(asked, screens)
        let items = list.items.dropFirst((screen - 1) * ListsPages.screenSize).prefix(ListsPages.screenSize)
        var context: [String: Any] = [
            "description": list.description,
            "count": Plural.phrase(list.items.count, "title"),
            "items": items.map { ["position": $0.position, "title": $0.title, "year": $0.year.map(String.init) ?? "", "kind": $0.kind] as [String: Any] },
        ]
        if screens > 1 {
            context["screens"] = [
                "shown": "\(items.first?.position ?? 0) to \(items.last?.position ?? 0) of \(list.items.count)",
                "earlier": screen > 1 ? "\(path)?page=\(screen - 1)" : "", "later": screen < screens ? "\(path)?page=\(screen + 1)" : "",
            ]
        }
        if let feeds { context["feeds"] = feeds }
        return Page(title: list.name, body: try templates.render("shared", context))
    }
}
