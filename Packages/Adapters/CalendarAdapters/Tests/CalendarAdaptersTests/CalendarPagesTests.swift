import AuthTesting
import Calendar
import CalendarInterface
import CalendarTesting
import CalendarWeb
import Testing
import WebUI

/// The page's routes, answered in-process; the root's tests serve it on a real server.
@Suite struct CalendarPagesTests {
    private let viewer = Viewer(id: .init(), name: "ada")

    private func answer(_ method: WebRoute.Method, form: [String: [String]] = [:], pages: CalendarPages) async throws -> WebAnswer {
        let route = try #require(pages.routes.first { $0.method == method && $0.path == CalendarPages.calendarPath })
        return try await route.answer(WebRequest(path: CalendarPages.calendarPath, form: FormFields(form), viewer: viewer, csrfToken: "token"))
    }

    @Test func thePageListsTheItemsEscapedWithTheirCount() async throws {
        let pages = try CalendarPages { _ in DefaultCalendarService(profiles: SignedInProfile(), repository: InMemoryCalendarRepository(texts: ["first", "<b>bold</b>"])) }
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
        let service = DefaultCalendarService(profiles: SignedInProfile(), repository: InMemoryCalendarRepository())
        let pages = try CalendarPages { _ in service }
        guard case .redirect(let path, let notice) = try await answer(.post, form: ["text": ["  new  "]], pages: pages) else {
            Issue.record("expected a redirect")
            return
        }
        #expect(path == CalendarPages.calendarPath && notice == "Added \"new\".")
        #expect(try await service.items().map(\.text) == ["new"])
    }

    @Test func blankTextIsAnsweredOnThePageWithTheProblem() async throws {
        let service = DefaultCalendarService(profiles: SignedInProfile(), repository: InMemoryCalendarRepository())
        guard case .page(let page) = try await answer(.post, form: ["text": [" "]], pages: try CalendarPages { _ in service }) else {
            Issue.record("expected the page again")
            return
        }
        #expect(page.status == 400 && page.body.text.contains("the text is empty"))
        #expect(try await service.items().isEmpty)
    }
}
