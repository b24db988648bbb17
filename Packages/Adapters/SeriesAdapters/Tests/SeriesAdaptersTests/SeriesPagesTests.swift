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

    /// Posters kept for every series but The Office of 2001, and stills for every episode but
    /// Pilot Light's S2E2, as a server keeps them.
    struct KeptPosters: Posters {
        func poster(of subject: PosterSubject) async -> Poster {
            let missing = subject.id == "imdb:tt0290978" || subject.title == "Pilot Light S2E2"
            let kept = missing ? nil : Poster.Image(path: "/images/\(subject.id).png", largePath: nil)
            return Poster(of: subject, image: kept)
        }

        func revision() async -> Int { 1 }
    }

    private func answer(_ method: WebRoute.Method, _ path: String, pattern: String, parameters: [String: String] = [:], query: [String: [String]] = [:], form: [String: [String]] = [:]) async throws -> WebAnswer {
        let pages = try SeriesPages(service: { [service] _ in service }, posters: KeptPosters())
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
        #expect(body.contains(#"aria-label="Poster of The Office">TO</span>The Office</a><span class="facts">2001–2003</span>"#), "\(body)")
        #expect(body.contains(#"<img class="poster" src="/images/imdb:tt0386676.png" alt="Poster of The Office""#), "\(body)")
        #expect(body.contains("The Office</a><span class=\"facts\">2005–2013</span>"))
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
        // Season 1 is complete, one line with its bar; season 2, where the next episode is, is the one open.
        #expect(show.contains(#"<li id="episode-S1E3"><span class="code">S1E3</span><span class="episode-title">Pilot Light S1E3</span><span class="seen">watched</span>"#), "\(show)")
        #expect(show.contains(#"aria-label="Still of Pilot Light S2E2">E2</span><span class="code">S2E2</span>"#), "\(show)")
        #expect(show.contains(#"<li id="episode-S2E2" class="next"><span class="still placeholder hue-"#) && show.contains(#"<button name="episode" value="S2E2""#))
        #expect(show.contains(#"alt="Still of Pilot Light S2E1" width="128" height="72" loading="lazy" decoding="async"><span class="code">S2E1</span>"#))
        #expect(!show.contains("Still of Pilot Light S1"), "a closed season's episodes show stills")
        #expect(!show.contains(#"value="S1E3" aria-label"#), "a watched episode still has a button")
        #expect(show.contains(#"<progress max="3" value="3" aria-label="Season 1: 3 of 3 watched"></progress><span class="facts">3 / 3</span>"#))
        #expect(!show.contains(#"<button name="season" value="S1">"#) && show.contains(#"<button name="season" value="S2">Mark Season 2 watched</button>"#))
        let open = show.components(separatedBy: "<details").filter { $0.hasPrefix(#" name="season" class="season" open>"#) }
        #expect(open.count == 1 && open.first?.contains("Season 2") == true, "the seasons open: \(open)")
        #expect(show.contains(##"Up next: <a href="#episode-S2E2">S2E2"##) && show.contains(#"<img class="poster" src="/images/imdb:tt0000101.png""#))
    }

    @Test func anUnknownSeriesIsAnError() async throws {
        await #expect(throws: SeriesError.unknownSeries("imdb:tt9999999")) {
            try await answer(.get, "/series/tt9999999", pattern: "/series/:id", parameters: ["id": "tt9999999"])
        }
        await #expect(throws: WebError.self) { try await answer(.get, "/series/x", pattern: "/series/:id", parameters: ["id": "x"]) }
    }
}
