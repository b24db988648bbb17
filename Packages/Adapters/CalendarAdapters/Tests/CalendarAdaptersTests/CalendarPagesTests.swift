import Calendar
import CalendarInterface
import CalendarPorts
import CalendarTesting
import CalendarWeb
import Foundation
import SeriesInterface
import Synchronization
import Testing
import WatchlistInterface
import WebUI

/// The page's routes, answered in-process; the root's tests serve it on a real server.
@Suite struct CalendarPagesTests {
    private let viewer = Viewer(id: .init(), name: "ada")
    private let now = Date()

    private func service(following ids: [String]) async throws -> (ProfileCalendarService, FixtureAirDateSource) {
        let source = FixtureAirDateSource(.standard(around: now))
        return (ProfileCalendarService(series: FixtureTrackedSeries.following(ids), source: source, store: InMemoryAirDateStore()), source)
    }

    private func answer(_ method: WebRoute.Method, _ path: String, pages: CalendarPages) async throws -> WebAnswer {
        let route = try #require(pages.routes.first { $0.method == method && $0.path == path })
        return try await route.answer(WebRequest(path: path, form: FormFields([:]), viewer: viewer, csrfToken: "token"))
    }

    @Test func theButtonFetchesAndThePageListsTodayThisWeekAndLater() async throws {
        let (service, source) = try await service(following: ["tt2356777", "tt4574334"])
        let pages = try CalendarPages(service: { _ in service })
        guard case .redirect(let path, let notice) = try await answer(.post, CalendarPages.refreshPath, pages: pages) else {
            Issue.record("expected a redirect")
            return
        }
        #expect(path == CalendarPages.calendarPath && notice == "Fetched the air dates of 2 series from TVmaze.")
        #expect(source.requests.count == 4)
        guard case .page(let page) = try await answer(.get, CalendarPages.calendarPath, pages: pages) else {
            Issue.record("expected a page")
            return
        }
        let html = page.body.text
        #expect(html.contains(">Today</h2>") && html.contains(">This week</h2>") && html.contains(">Later</h2>"))
        #expect(html.contains("<strong>Stranger Things</strong> S6E1 “Chapter 1” · Netflix"))
        #expect(html.contains("<h3>\(CalendarDay(containing: now, in: .current).adding(days: 10).weekday) "), "days are headed in English")
        #expect(html.contains("token"), "the button's form carries the forgery token")
        let week = try #require(html.range(of: ">This week</h2>")), trueDetective = try #require(html.range(of: "True Detective"))
        #expect(week.lowerBound < trueDetective.lowerBound, "True Detective starts in three days")
    }

    @Test func comingUpShowsTheWeekOnTheHomePage() async throws {
        let (service, _) = try await service(following: ["tt2356777"])
        _ = try await service.refresh { _ in }
        let pages = try CalendarPages(service: { _ in service })
        let html = try await pages.comingUpSection(WebRequest(path: "/", form: FormFields([:]), viewer: viewer, csrfToken: "token")).text
        #expect(html.contains("Coming up") && html.contains("True Detective") && html.contains("S5E1"))
    }

    @Test func aFilmOnTheListComingOutIsListedFirstOnItsDayAndInComingUp() async throws {
        let today = CalendarDay(containing: now, in: .current)
        let films = FixtureListedMovies([ListedMovie(id: "imdb:tt21357150", title: "Avengers: Doomsday", year: 2026)])
        let source = FixtureReleaseDateSource([
            "imdb:tt21357150": SourceMovie(id: "1003596", title: "Avengers: Doomsday", cinema: today.adding(days: 3), digital: today.adding(days: 20)),
        ])
        let service = ProfileCalendarService(
            series: FixtureTrackedSeries.following(["tt2356777"]), source: FixtureAirDateSource(.standard(around: now)), store: InMemoryAirDateStore(),
            films: MovieReleases(films: films, store: InMemoryMovieReleaseStore(), source: source)
        )
        let pages = try CalendarPages(service: { _ in service })
        guard case .redirect(_, let notice) = try await answer(.post, CalendarPages.refreshPath, pages: pages) else {
            Issue.record("expected a redirect")
            return
        }
        #expect(notice?.contains("Fetched the release dates of 1 film on your list.") == true, "\(notice ?? "")")
        guard case .page(let page) = try await answer(.get, CalendarPages.calendarPath, pages: pages) else {
            Issue.record("expected a page")
            return
        }
        let html = page.body.text
        let film = try #require(html.range(of: "<strong>Avengers: Doomsday</strong> · film · in cinemas"), "\(html)")
        let episode = try #require(html.range(of: "<strong>True Detective</strong> S5E1"))
        #expect(film.lowerBound < episode.lowerBound, "the film first on the day the season begins")
        #expect(html.contains("<strong>Avengers: Doomsday</strong> · film · digital release"))
        let comingUp = try await pages.comingUpSection(WebRequest(path: "/", form: FormFields([:]), viewer: viewer, csrfToken: "token")).text
        #expect(comingUp.contains("<strong>Avengers: Doomsday</strong> · film · in cinemas") && !comingUp.contains("digital release"))
    }

    /// The server's page cache as the page sees it: content kept by owner and key, forgotten
    /// when a write says it changed that owner's list.
    private final class KeptPages: Sendable {
        private let state = Mutex<(pages: [String: KeptHTML], made: Int)>(([:], 0))

        var made: Int { state.withLock { $0.made } }

        func remember(_ owner: UUID, _ key: String, _ make: () async throws -> KeptHTML) async throws -> KeptHTML {
            if let kept = state.withLock({ $0.pages["\(owner)/\(key)"] }) { return kept }
            let page = try await make()
            state.withLock {
                $0.made += 1
                $0.pages["\(owner)/\(key)"] = page
            }
            return page
        }

        func forget(_ topic: ChangeTopic) {
            guard case .list(let owner) = topic else { return }
            state.withLock { $0.pages = $0.pages.filter { !$0.key.hasPrefix("\(owner)/") } }
        }
    }

    @Test func thePageIsKeptUntilTheButtonFetchesTheAirDatesAndEachRequestSignsItsOwnForms() async throws {
        let (service, _) = try await service(following: ["tt2356777"])
        let pages = try CalendarPages(service: { _ in service })
        let kept = KeptPages()
        func request(_ method: WebRoute.Method, _ path: String, token: String) async throws -> WebAnswer {
            let route = try #require(pages.routes.first { $0.method == method && $0.path == path })
            return try await route.answer(WebRequest(
                path: path, form: FormFields([:]), viewer: viewer, csrfToken: token,
                changed: { kept.forget($0) }, remember: { owner, key, make in try await kept.remember(owner, key, make) }
            ))
        }
        func body(token: String) async throws -> String {
            guard case .page(let page) = try await request(.get, CalendarPages.calendarPath, token: token) else { return "" }
            return page.body.text
        }
        let first = try await body(token: "first-token")
        #expect(first.contains("No air dates have been fetched yet.") && first.contains("first-token"))
        let second = try await body(token: "second-token")
        #expect(second.contains("second-token") && !second.contains("first-token"), "a kept page carries each request's own token")
        #expect(kept.made == 1, "the second request is answered from what was kept")

        _ = try await request(.post, CalendarPages.refreshPath, token: "third-token")
        let fetched = try await body(token: "third-token")
        #expect(fetched.contains("Air dates fetched") && fetched.contains("True Detective"), "the button's answer is made afresh")
        #expect(kept.made == 2)
    }

    @Test func aProfileWithNothingFetchedIsToldSo() async throws {
        let (service, _) = try await service(following: [])
        let pages = try CalendarPages(service: { _ in service })
        guard case .page(let page) = try await answer(.get, CalendarPages.calendarPath, pages: pages) else {
            Issue.record("expected a page")
            return
        }
        #expect(page.body.text.contains("No air dates have been fetched yet."))
        #expect(page.body.text.contains("Nothing airs."))
        #expect(!page.body.text.contains("<strong>"))
    }

    @Test func theFeedsButtonsShowItsAddressAndMakeANewOne() async throws {
        let tokens = InMemoryFeedTokenStore()
        let digest: @Sendable (String) -> String = { "digest:" + $0 }
        let feed = ProfileFeed(profile: viewer.id, store: tokens, newToken: { UUID().uuidString }, digest: digest)
        let service = ProfileCalendarService(series: FixtureTrackedSeries.following([]), source: FixtureAirDateSource(.standard(around: now)), store: InMemoryAirDateStore(), feed: feed)
        let pages = try CalendarPages(service: { _ in service })
        let route = try #require(pages.routes.first { $0.method == .post && $0.path == CalendarPages.feedPath })
        func page(rotating: Bool) async throws -> String {
            let form = FormFields(rotating ? ["rotate": ["1"]] : [:])
            let request = WebRequest(path: CalendarPages.feedPath, form: form, viewer: viewer, csrfToken: "token", origin: "https://watch.example.org")
            guard case .page(let page) = try await route.answer(request) else { return "" }
            return page.body.text
        }
        func address(_ text: String) -> String? {
            text.firstMatch(of: /value="(https:\/\/watch\.example\.org\/calendar\/[A-F0-9-]+\.ics)"/).map { String($0.output.1) }
        }
        let first = try #require(address(try await page(rotating: false)))
        let again = try await page(rotating: false)
        #expect(address(again) == nil && again.contains("Its address was shown then, and is not kept"), "shown once: \(again)")
        let rotated = try #require(address(try await page(rotating: true)))
        #expect(rotated != first)
        let token = String(rotated.dropFirst("https://watch.example.org/calendar/".count).dropLast(4))
        #expect(tokens.profile(holding: token) == nil && tokens.profile(holding: digest(token)) == viewer.id, "kept by its digest only")
    }
}
