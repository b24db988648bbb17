import AuthTesting
import Foundation
import Playback
import PlaybackInterface
import PlaybackTesting
import PlaybackWeb
import ReadCache
import Storage
import Testing
import WebUI

/// The Apps page's routes, answered in-process; the root's tests serve it on a real server.
@Suite struct PlaybackPagesTests {
    private let viewer = Viewer(id: .init(), name: "ada")
    private let service = DefaultAppsService(profiles: SignedInProfile(), repository: InMemoryAppTokenRepository(), minting: TestSecrets())

    private func answer(_ method: WebRoute.Method, _ path: String = PlaybackPages.appsPath, form: [String: [String]] = [:]) async throws -> WebAnswer {
        let service = service
        let pages = try PlaybackPages(service: { _ in service }, cache: ReadCache(channel: ProcessInvalidationChannel()))
        let route = try #require(pages.routes.first { $0.method == method && $0.path == path })
        return try await route.answer(WebRequest(path: path, form: FormFields(form), viewer: viewer, csrfToken: "csrf-token"))
    }

    private func page(_ answer: WebAnswer) throws -> Page {
        guard case .page(let page) = answer else { throw PageExpected() }
        return page
    }

    private struct PageExpected: Error {}

    @Test func theFormMakesAnAppAndShowsItsTokenOnceThenNever() async throws {
        let made = try page(try await answer(.post, form: ["name": ["  <Kodi>  "], "scope": ["scrobble", "read"]]))
        #expect(made.status == 201)
        let app = try #require(try await service.apps().first)
        #expect(app.name == "<Kodi>" && app.scopes == [.read, .scrobble])
        let token = try #require(made.body.text.firstMatch(of: /value="(wlapp_[^"]+)"/)?.1)
        #expect(made.body.text.contains("&lt;Kodi&gt;"))
        let listed = try page(try await answer(.get))
        #expect(listed.body.text.contains("read, scrobble") && listed.body.text.contains("never"))
        #expect(!listed.body.text.contains(String(token)), "the token is shown only when the app is made")
        #expect(listed.body.text.contains("csrf-token"), "the forms carry the forgery token")
    }

    @Test func aFormWithoutScopesOrNameIsAnsweredWithTheProblem() async throws {
        let noScopes = try page(try await answer(.post, form: ["name": ["Kodi"]]))
        #expect(noScopes.status == 400 && noScopes.body.text.contains("at least one scope"))
        _ = try await service.add(name: "Kodi", scopes: [.read])
        let taken = try page(try await answer(.post, form: ["name": ["Kodi"], "scope": ["read"]]))
        #expect(taken.status == 409 && taken.body.text.contains("already"))
        #expect(try await service.apps().count == 1)
    }

    @Test func revokingEndsTheAppAndGoesBackToThePage() async throws {
        _ = try await service.add(name: "Kodi", scopes: [.read])
        guard case .redirect(let path, let notice) = try await answer(.post, PlaybackPages.revokePath, form: ["name": ["Kodi"]]) else {
            Issue.record("expected a redirect")
            return
        }
        #expect(path == PlaybackPages.appsPath && notice?.contains("Revoked \"Kodi\"") == true)
        #expect(try await service.apps().isEmpty)
        #expect(try page(try await answer(.post, PlaybackPages.revokePath, form: ["name": ["Kodi"]])).status == 404)
    }
}

/// The home page's Continue watching, rendered in-process.
@Suite struct ContinueWatchingTests {
    @Test func itListsWhatIsUnfinishedAndIsAbsentWhenNothingIs() async throws {
        let service = DefaultPlaybackService(profiles: SignedInProfile(), repository: InMemoryPlaybackProgressRepository(), viewings: RecordedViewings())
        let section = try ContinueWatching { _ in service }
        let request = WebRequest(path: "/", viewer: Viewer(id: .init(), name: "ada"), csrfToken: "csrf")
        #expect(try await section.sections(request).isEmpty)
        let item = PlayedItem(kind: .film, title: "<Heat>", year: 1995)
        _ = try await service.report(PlaybackEvent(kind: .pause, item: item, player: "Kodi", position: .seconds(2_040, duration: 6_800)))
        let html = try #require(try await section.sections(request).first).text
        #expect(html.contains("Continue watching") && html.contains("&lt;Heat&gt; (1995)") && html.contains("at 34:00 (30 %) on Kodi"))
    }
}
