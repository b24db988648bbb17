import AuthInterface
import AuthTesting
import Foundation
import Lists
import ListsInterface
import ListsTesting
import ListsWeb
import Testing
import WebUI

/// The pages' routes, answered in-process; the end-to-end tests serve them on a real server.
@Suite struct ListsPagesTests {
    private let viewer = Viewer(id: .init(), name: "ada")

    private func answer(
        _ method: WebRoute.Method, _ route: String, path: String, parameters: [String: String] = [:], form: [String: [String]] = [:], pages: ListsPages
    ) async throws -> WebAnswer {
        let route = try #require(pages.routes.first { $0.method == method && $0.path == route })
        return try await route.answer(WebRequest(path: path, parameters: parameters, form: FormFields(form), viewer: viewer, csrfToken: "token"))
    }

    private func service(_ lists: [(name: String, titleIDs: [String])]) -> DefaultListsService {
        DefaultListsService(profiles: SignedInProfile(), repository: InMemoryListsRepository(lists: lists), titles: FixtureTitles.everyID, library: FixtureLibrary.standard)
    }

    @Test func theOverviewListsTheListsEscapedWithTheirCountAndLinks() async throws {
        let pages = try ListsPages { [service = service([("<b>Bold</b>", ["tt0068646"]), ("Date/night", [])])] _ in service }
        guard case .page(let page) = try await answer(.get, "/lists", path: "/lists", pages: pages) else {
            Issue.record("expected a page")
            return
        }
        #expect(page.status == 200)
        #expect(page.body.text.contains("&lt;b&gt;Bold&lt;/b&gt;</a> <span class=\"muted\">1 title</span>"))
        #expect(page.body.text.contains("href=\"/lists/Date%2Fnight\""))
        #expect(page.body.text.contains("token"), "the form carries the forgery token")
    }

    @Test func aListsPageHasItsTitlesInOrderWithFormsThatMoveThem() async throws {
        let pages = try ListsPages { [service = service([("L", ["tt0000001", "tt0000002", "tt0000003"])])] _ in service }
        guard case .page(let page) = try await answer(.get, "/lists/:name", path: "/lists/l", parameters: ["name": "l"], pages: pages) else {
            Issue.record("expected a page")
            return
        }
        let text = page.body.text
        #expect(page.title == "L")
        let order = ["tt0000001", "tt0000002", "tt0000003"].compactMap { text.range(of: "<span class=\"title\" data-id=\"\($0)\">Film \($0)</span> (2000)")?.lowerBound }
        #expect(order.count == 3 && order == order.sorted())
        // The first has no Up, the last no Down; each button names its new place.
        #expect(!text.contains("aria-label=\"Move Film tt0000001 up\""))
        #expect(text.contains("name=\"position\" value=\"3\"><button aria-label=\"Move Film tt0000002 down\""))
        #expect(!text.contains("aria-label=\"Move Film tt0000003 down\""))
    }

    @Test func aLongListShowsAScreenOfTitlesAtATimeAndAMoveGoesToTheScreenOfItsPlace() async throws {
        let ids = (1...250).map { "tt\(String(1_000_000 + $0))" }
        let service = service([("Long", ids)])
        let pages = try ListsPages { _ in service }
        let route = try #require(pages.routes.first { $0.method == .get && $0.path == "/lists/:name" })
        func screen(_ number: String) async throws -> String {
            let request = WebRequest(path: "/lists/Long", parameters: ["name": "Long"], query: FormFields(["page": [number]]), viewer: viewer, csrfToken: "t")
            guard case .page(let page) = try await route.answer(request) else { return "" }
            return page.body.text
        }
        let first = try await screen("1")
        #expect(first.contains("Showing 1 to 100 of 250.") && first.contains("<a href=\"/lists/Long?page=2\">Later titles</a>") && !first.contains("Earlier titles"))
        #expect(first.contains("data-id=\"\(ids[99])\"") && !first.contains("data-id=\"\(ids[100])\""))
        let last = try await screen("3")
        #expect(last.contains("Showing 201 to 250 of 250.") && last.contains("<a href=\"/lists/Long?page=2\">Earlier titles</a>") && !last.contains("Later titles"))
        #expect(try await screen("99") == last, "a screen past the end shows the last")
        let form = ["titleID": [ids[0]], "position": ["150"]]
        guard case .redirect(let path, _) = try await answer(.post, "/lists/:name/move", path: "/lists/Long/move", parameters: ["name": "Long"], form: form, pages: pages) else {
            Issue.record("expected a redirect")
            return
        }
        #expect(path == "/lists/Long?page=2")
    }

    @Test func aRuleBasedListIsMadeFromTheFormAndItsPageHasItsRulesNotTheHandForms() async throws {
        let service = service([])
        let pages = try ListsPages { _ in service }
        let form = ["name": ["Dramas"], "description": [""], "rules": ["genre=Drama\r\nwatched=yes"]]
        guard case .redirect(let path, let notice) = try await answer(.post, "/lists", path: "/lists", form: form, pages: pages) else {
            Issue.record("expected a redirect")
            return
        }
        #expect(path == "/lists/Dramas" && notice == "Made the list \"Dramas\".")
        guard case .page(let page) = try await answer(.get, "/lists/:name", path: path, parameters: ["name": "Dramas"], pages: pages) else {
            Issue.record("expected a page")
            return
        }
        let text = page.body.text
        #expect(text.contains("2 titles, those you keep that meet its rules: genre=Drama, watched=yes"))
        #expect(text.contains("data-id=\"tt0068646\">The Godfather</span>") && text.contains("data-id=\"tt0111161\">The Shawshank Redemption</span>"))
        #expect(!text.contains("/move") && !text.contains("/remove") && !text.contains("Put a title on it"), "no hand work on a rule-based list")
        #expect(text.contains("<textarea id=\"rules\" name=\"rules\" rows=\"3\" aria-describedby=\"rules-help\">genre=Drama\nwatched=yes</textarea>"))
        let bad = try await answer(.post, "/lists/:name/rules", path: "/lists/Dramas/rules", parameters: ["name": "Dramas"], form: ["rules": ["network=HBO"]], pages: pages)
        guard case .page(let refused) = bad else {
            Issue.record("expected the page again")
            return
        }
        #expect(refused.status == 400 && refused.body.text.contains("rules read kind, genre, year, runtime, watched, rating"))
        let good = try await answer(.post, "/lists/:name/rules", path: "/lists/Dramas/rules", parameters: ["name": "Dramas"], form: ["rules": ["rating>=10"]], pages: pages)
        guard case .redirect(_, let kept) = good else {
            Issue.record("expected a redirect")
            return
        }
        #expect(kept == "Kept its rules: 1 title meets them now.")
        #expect(try await service.items(in: "Dramas").map(\.titleID) == ["tt0068646"])
    }

    @Test func theMoveFormReordersAndGoesBackToTheList() async throws {
        let service = service([("L", ["tt0000001", "tt0000002"])])
        let pages = try ListsPages { _ in service }
        let form = ["titleID": ["tt0000002"], "position": ["1"]]
        guard case .redirect(let path, let notice) = try await answer(.post, "/lists/:name/move", path: "/lists/L/move", parameters: ["name": "L"], form: form, pages: pages) else {
            Issue.record("expected a redirect")
            return
        }
        #expect(path == "/lists/L" && notice == "Moved Film tt0000002 to 1.")
        #expect(try await service.items(in: "L").map(\.titleID) == ["tt0000002", "tt0000001"])
    }

    @Test func aPlacePastTheEndIsAnsweredOnThePageWithTheProblemAndNothingMoves() async throws {
        let service = service([("L", ["tt0000001"])])
        let form = ["titleID": ["tt0000002"], "position": ["5"]]
        let answer = try await answer(.post, "/lists/:name/items", path: "/lists/L/items", parameters: ["name": "L"], form: form, pages: try ListsPages { _ in service })
        guard case .page(let page) = answer else {
            Issue.record("expected the page again")
            return
        }
        #expect(page.status == 400 && page.body.text.contains("there is no place 5; the list has places 1 to 1"))
        #expect(try await service.items(in: "L").map(\.titleID) == ["tt0000001"])
    }

    @Test func sharingShowsTheNewAddressesOnceAndTheyReadTheList() async throws {
        let repository = InMemoryListsRepository(lists: [("L", ["tt0000001"])], titles: .everyID)
        let sharing = ListSharing(newToken: { "minted-token-0123456789" }, digest: { "digest:" + $0 })
        let service = DefaultListsService(profiles: SignedInProfile(), repository: repository, titles: FixtureTitles.everyID, library: FixtureLibrary.standard, sharing: sharing)
        let pages = try ListsPages { _ in service }
        guard case .page(let page) = try await answer(.post, "/lists/:name/share", path: "/lists/L/share", parameters: ["name": "L"], pages: pages) else {
            Issue.record("expected the list's page")
            return
        }
        #expect(page.body.text.contains("<a href=\"/lists/feeds/minted-token-0123456789.radarr.json\">"))
        let shared = DigestSharedLists(repository: repository, sharing: sharing, library: FixtureLibrary.standard)
        #expect(try await shared.list(sharedAs: "minted-token-0123456789")?.name == "L")

        // The list's public page: to anyone, with nothing of its owner's.
        _ = try await service.add("tt0000009", to: "L", note: "a private note", at: nil)
        _ = try await service.create("Other list", description: "")
        let publicPages = try ListsPages(service: { _ in service }, shared: shared)
        let route = try #require(publicPages.routes.first { $0.path == "/lists/shared/:token" })
        #expect(route.access == .anyone)
        let request = WebRequest(path: "/lists/shared/minted-token-0123456789", parameters: ["token": "minted-token-0123456789"], viewer: nil, csrfToken: "t")
        guard case .page(let open) = try await route.answer(request) else {
            Issue.record("expected the public page")
            return
        }
        #expect(open.title == "L" && open.body.text.contains("<span class=\"title\">Film tt0000009</span> (2000)"))
        #expect(!open.body.text.contains("a private note") && !open.body.text.contains("Other list") && !open.body.text.contains("ada"))
        let revoked = WebRequest(path: "/lists/shared/x", parameters: ["token": "never-made-token-0000"], viewer: nil, csrfToken: "t")
        await #expect(throws: WebError.self) { _ = try await route.answer(revoked) }
        guard case .page(let again) = try await answer(.get, "/lists/:name", path: "/lists/L", parameters: ["name": "L"], pages: pages) else { return }
        #expect(!again.body.text.contains("minted-token"), "the token shows only once")
    }

    @Test func theOwnerOpensAPublicPageAndShowsAListOnItFromTheForms() async throws {
        let repository = InMemoryListsRepository(lists: [("L", ["tt0000001"]), ("Hidden", [])], titles: .everyID)
        let sharing = ListSharing(newToken: { "minted-token-0123456789" }, digest: { "digest:" + $0 })
        let service = DefaultListsService(profiles: SignedInProfile(), repository: repository, titles: FixtureTitles.everyID, library: FixtureLibrary.standard, sharing: sharing)
        let pages = try ListsPages(service: { _ in service }, shared: DigestSharedLists(repository: repository, sharing: sharing, library: FixtureLibrary.standard))
        guard case .page(let closed) = try await answer(.get, "/lists", path: "/lists", pages: pages) else { return }
        #expect(closed.body.text.contains("You have no public page.") && closed.body.text.contains("<button>Open it</button>"))
        guard case .page(let refused) = try await answer(.post, "/lists-page", path: "/lists-page", form: ["path": ["no"]], pages: pages) else {
            Issue.record("expected the page again with the problem")
            return
        }
        #expect(refused.status == 400 && refused.body.text.contains("lower-case letters, digits and -, such as film-club"), "\(refused.body.text.prefix(500))")
        guard case .redirect(_, let notice) = try await answer(.post, "/lists-page", path: "/lists-page", form: ["path": ["film-club"]], pages: pages) else { return }
        #expect(notice == "Your public page is at /people/film-club.")
        guard case .page(let list) = try await answer(.get, "/lists/:name", path: "/lists/L", parameters: ["name": "L"], pages: pages) else { return }
        #expect(list.body.text.contains("It is not on your public page.") && list.body.text.contains("<button>Show it on the page</button>"))
        _ = try await answer(.post, "/lists/:name/public", path: "/lists/L/public", parameters: ["name": "L"], form: ["shown": ["yes"]], pages: pages)
        #expect(try await service.publicPage()?.lists.map(\.name) == ["L"])

        let people = try #require(pages.routes.first { $0.path == "/people/:path" })
        #expect(people.access == .anyone)
        guard case .page(let open) = try await people.answer(WebRequest(path: "/people/film-club", parameters: ["path": "film-club"], viewer: nil, csrfToken: "t")) else { return }
        #expect(open.body.text.contains("<a href=\"/people/film-club/L\">L</a>") && !open.body.text.contains("Hidden"))
        _ = try await answer(.post, "/lists-page/close", path: "/lists-page/close", pages: pages)
        await #expect(throws: WebError.self) { _ = try await people.answer(WebRequest(path: "/people/film-club", parameters: ["path": "film-club"], viewer: nil, csrfToken: "t")) }
    }

    @Test func withoutAServerSharingIsAnsweredOnThePage() async throws {
        let pages = try ListsPages { [service = service([("L", [])])] _ in service }
        guard case .page(let page) = try await answer(.post, "/lists/:name/share", path: "/lists/L/share", parameters: ["name": "L"], pages: pages) else {
            Issue.record("expected the page again")
            return
        }
        #expect(page.status == 400 && page.body.text.contains("served by watchlist-server"))
    }

    @Test func anUnknownListIsNotFound() async throws {
        let pages = try ListsPages { [service = service([])] _ in service }
        await #expect(throws: WebError.self) { _ = try await answer(.get, "/lists/:name", path: "/lists/nope", parameters: ["name": "nope"], pages: pages) }
    }

    /// The owner lets `sam` edit a list from its page; `sam` finds it under *Shared with you*,
    /// and its page has the buttons that post with `?of=`, and none of the owner's forms;
    /// once `sam` may only read it, the buttons are gone and a move is refused with 403.
    @Test func aCollaboratorSeesTheSharedListWithTheButtonsItsAccessAllows() async throws {
        let repository = InMemoryListsRepository(lists: [("Date night", ["tt0000001", "tt0000002"])])
        let directory = FixedProfileDirectory()
        let pages = try ListsPages { profile in
            DefaultListsService(
                profiles: SignedInProfile(profile), repository: repository, titles: FixtureTitles.everyID, library: FixtureLibrary.standard, directory: directory
            )
        }
        let owner = Viewer(id: Profile.fixture.id, name: Profile.fixture.name)
        let sam = Viewer(id: try #require(try directory.profile(named: "sam")).id, name: "sam")
        func answer(_ method: WebRoute.Method, _ route: String, _ path: String, as viewer: Viewer, query: [String: [String]] = [:], form: [String: [String]] = [:]) async throws -> WebAnswer {
            let found = try #require(pages.routes.first { $0.method == method && $0.path == route })
            let request = WebRequest(path: path, parameters: ["name": "Date night"], query: FormFields(query), form: FormFields(form), viewer: viewer, csrfToken: "t")
            return try await found.answer(request)
        }
        func text(_ answer: WebAnswer) -> String {
            guard case .page(let page) = answer else { return "" }
            return "\(page.status) " + page.body.text
        }
        let granted = try await answer(.post, "/lists/:name/collaborators", "/lists/Date%20night/collaborators", as: owner, form: ["profile": ["sam"], "access": ["edit"]])
        guard case .redirect(_, let notice) = granted else {
            Issue.record("expected a redirect, got \(granted)")
            return
        }
        #expect(notice == "sam may read and edit it.")
        #expect(text(try await answer(.get, "/lists/:name", "/lists/Date%20night", as: owner)).contains("sam <span class=\"muted\">may read and edit it</span>"))

        let overview = text(try await answer(.get, "/lists", "/lists", as: sam))
        #expect(overview.contains("<a href=\"/lists/Date%20night?of=dev\">Date night</a> <span class=\"muted\">dev's, 2 titles; you may read and edit it</span>"), "\(overview)")
        let shared = text(try await answer(.get, "/lists/:name", "/lists/Date%20night", as: sam, query: ["of": ["dev"]]))
        #expect(shared.hasPrefix("200 ") && shared.contains("dev's list: you may read and edit it."))
        #expect(shared.contains("action=\"/lists/Date%20night/move?of=dev\"") && shared.contains("action=\"/lists/Date%20night/items?of=dev\""))
        #expect(!shared.contains("Delete this list") && !shared.contains("Collaborators") && !shared.contains("/share\""), "only the owner's page has the owner's forms")
        let moved = try await answer(.post, "/lists/:name/move", "/lists/Date%20night/move", as: sam, query: ["of": ["dev"]], form: ["titleID": ["tt0000002"], "position": ["1"]])
        guard case .redirect(let back, _) = moved else {
            Issue.record("expected a redirect, got \(moved)")
            return
        }
        #expect(back == "/lists/Date%20night?of=dev")
        #expect(try await repository.items(in: "Date night", for: Profile.fixture.id).map(\.titleID) == ["tt0000002", "tt0000001"])

        _ = try await answer(.post, "/lists/:name/collaborators", "/lists/Date%20night/collaborators", as: owner, form: ["profile": ["sam"], "access": ["read"]])
        let readOnly = text(try await answer(.get, "/lists/:name", "/lists/Date%20night", as: sam, query: ["of": ["dev"]]))
        #expect(readOnly.contains("you may read it.") && !readOnly.contains("/move?of=dev"), "a reader has no buttons")
        let refused = text(try await answer(.post, "/lists/:name/move", "/lists/Date%20night/move", as: sam, query: ["of": ["dev"]], form: ["titleID": ["tt0000002"], "position": ["2"]]))
        #expect(refused.hasPrefix("403 ") && refused.contains("dev lets you read"))
        _ = try await answer(.post, "/lists/:name/collaborators", "/lists/Date%20night/collaborators", as: owner, form: ["profile": ["sam"], "access": ["none"]])
        await #expect(throws: WebError.self) { _ = try await answer(.get, "/lists/:name", "/lists/Date%20night", as: sam, query: ["of": ["dev"]]) }
    }
}
