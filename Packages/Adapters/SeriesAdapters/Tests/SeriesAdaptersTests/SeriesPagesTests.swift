import AuthInterface
import AuthTesting
import Foundation
import Series
import SeriesInterface
import SeriesTesting
import SeriesWeb
import Testing
import WebUI

/// The pages' routes, answered in-process; the root's tests serve them on a real server.
@Suite struct SeriesPagesTests {
    private let viewer = Viewer(id: Profile.fixture.id, name: Profile.fixture.name)
    private let service = ProfileSeriesService(profiles: SignedInProfile(), catalog: FixtureSeriesCatalog.standard, repository: InMemorySeriesRepository())

    private func answer(_ method: WebRoute.Method, _ path: String, pattern: String, parameters: [String: String] = [:], query: [String: [String]] = [:], form: [String: [String]] = [:]) async throws -> WebAnswer {
        let pages = try SeriesPages { [service] _ in service }
        let route = try #require(pages.routes.first { $0.method == method && $0.path == pattern })
        return try await route.answer(WebRequest(path: path, parameters: parameters, query: FormFields(query), form: FormFields(form), viewer: viewer, csrfToken: "token"))
    }

    private func page(_ answer: WebAnswer) throws -> String {
        guard case .page(let page) = answer else { throw PageExpected() }
        return page.body.text
    }

    private struct PageExpected: Error {}

    @Test func searchShowsEachSeriesWithAFollowButton() async throws {
        let body = try page(try await answer(.get, "/series", pattern: "/series", query: ["q": ["office"]]))
        #expect(body.contains("The Office</a> (2001–2003)"))
        #expect(body.contains("The Office</a> (2005–2013)"))
        #expect(body.contains("value=\"imdb:tt0386676\""))
        #expect(body.contains("token"), "the forms carry the forgery token")
        #expect(body.contains("Nothing up next"))
    }

    @Test func followingGoesToTheSeriesPageAndPutsItUpNext() async throws {
        guard case .redirect(let path, let notice) = try await answer(.post, "/series/follow", pattern: "/series/follow", form: ["series": ["imdb:tt0000101"]]) else {
            Issue.record("expected a redirect")
            return
        }
        #expect(path == "/series/tt0000101" && notice == "Following Pilot Light.")
        let home = try page(try await answer(.get, "/series", pattern: "/series"))
        #expect(home.contains("S1E1 Pilot Light S1E1"))
        #expect(home.contains("5 episodes left"))
    }

    @Test func tickedEpisodesAndSeasonsAreRecordedOnceEach() async throws {
        let parameters = ["id": "tt0000101"]
        _ = try await answer(.post, "/series/tt0000101/watched", pattern: "/series/:id/watched", parameters: parameters, form: ["episode": ["S1E2"]])
        guard case .redirect(_, let notice) = try await answer(
            .post, "/series/tt0000101/watched", pattern: "/series/:id/watched", parameters: parameters, form: ["season": ["S1"], "episode": ["S2E1"]]
        ) else {
            Issue.record("expected a redirect")
            return
        }
        #expect(notice == "Marked Pilot Light 3 episodes watched.")
        #expect(try await service.history().map(\.episodeTitle).sorted() == ["Pilot Light S1E1", "Pilot Light S1E2", "Pilot Light S1E3", "Pilot Light S2E1"])
        let show = try page(try await answer(.get, "/series/tt0000101", pattern: "/series/:id", parameters: parameters))
        #expect(show.contains("value=\"S1E3\" checked disabled"))
        #expect(show.contains("value=\"S2E2\">"))
        #expect(show.contains("3/3 watched"))
    }

    @Test func anUnknownSeriesIsAnError() async throws {
        await #expect(throws: SeriesError.unknownSeries("imdb:tt9999999")) {
            try await answer(.get, "/series/tt9999999", pattern: "/series/:id", parameters: ["id": "tt9999999"])
        }
        await #expect(throws: WebError.self) { try await answer(.get, "/series/x", pattern: "/series/:id", parameters: ["id": "x"]) }
    }
}
