import AuthTesting
import Playback
import PlaybackInterface
import PlaybackTesting
import PlaybackWeb
import Testing
import WebUI

/// The page's routes, answered in-process; the root's tests serve it on a real server.
@Suite struct PlaybackPagesTests {
    private let viewer = Viewer(id: .init(), name: "ada")

    private func answer(_ method: WebRoute.Method, form: [String: [String]] = [:], pages: PlaybackPages) async throws -> WebAnswer {
        let route = try #require(pages.routes.first { $0.method == method && $0.path == PlaybackPages.playbackPath })
        return try await route.answer(WebRequest(path: PlaybackPages.playbackPath, form: FormFields(form), viewer: viewer, csrfToken: "token"))
    }

    @Test func thePageListsTheItemsEscapedWithTheirCount() async throws {
        let pages = try PlaybackPages { _ in DefaultPlaybackService(profiles: SignedInProfile(), repository: InMemoryPlaybackRepository(texts: ["first", "<b>bold</b>"])) }
        guard case .page(let page) = try await answer(.get, pages: pages) else {
            Issue.record("expected a page")
            return
        }
        #expect(page.status == 200)
        #expect(page.body.text.contains("2 items"))
        #expect(page.body.text.contains("<li value=\"1\">first</li>"))
        #expect(page.body.text.contains("&lt;b&gt;bold&lt;/b&gt;"))
        #expect(page.body.text.contains("token"), "the form carries the forgery token")
    }

    @Test func theFormAddsAnItemAndGoesBackToThePage() async throws {
        let service = DefaultPlaybackService(profiles: SignedInProfile(), repository: InMemoryPlaybackRepository())
        let pages = try PlaybackPages { _ in service }
        guard case .redirect(let path, let notice) = try await answer(.post, form: ["text": ["  new  "]], pages: pages) else {
            Issue.record("expected a redirect")
            return
        }
        #expect(path == PlaybackPages.playbackPath && notice == "Added \"new\".")
        #expect(try await service.items().map(\.text) == ["new"])
    }

    @Test func blankTextIsAnsweredOnThePageWithTheProblem() async throws {
        let service = DefaultPlaybackService(profiles: SignedInProfile(), repository: InMemoryPlaybackRepository())
        guard case .page(let page) = try await answer(.post, form: ["text": [" "]], pages: try PlaybackPages { _ in service }) else {
            Issue.record("expected the page again")
            return
        }
        #expect(page.status == 400 && page.body.text.contains("the text is empty"))
        #expect(try await service.items().isEmpty)
    }
}
