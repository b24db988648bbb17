import AuthTesting
import Foundation
import Lists
import ListsInterface
import ListsPorts
import ListsTesting
import ListsWeb
@testable import ReadCache
import Testing
import WebUI

/// The public pages' answers are kept in the read cache until a change through the service
/// forgets them: a write behind the service's back is not seen, one through it is at once.
@Suite struct PublicAnswersTests {
    private let repository = InMemoryListsRepository()
    private let sharing = ListSharing(newToken: { "token-of-sixteen-chars" }, digest: { "d:" + $0 })

    private func cache() -> ReadCache {
        let cache = ReadCache(channel: ProcessInvalidationChannel())
        cache.hear(.listening)
        return cache
    }

    /// The fixture profile's lists, forgetting in `cache`, and the pages over them.
    private func served(_ cache: ReadCache) throws -> (ForgettingListsService, ListsPages) {
        let lists = DefaultListsService(profiles: SignedInProfile(), repository: repository, titles: FixtureTitles.everyID, library: FixtureLibrary.standard, sharing: sharing)
        let service = ForgettingListsService(lists, of: InMemoryListsRepository.fixtureProfile, in: cache)
        let shared = DigestSharedLists(repository: repository, sharing: sharing, library: FixtureLibrary.standard)
        return (service, try ListsPages(service: { _ in service }, shared: shared, cache: cache))
    }

    private func text(_ pages: ListsPages, _ route: String, _ path: String, _ parameters: [String: String]) async throws -> String? {
        let route = try #require(pages.routes.first { $0.method == .get && $0.path == route })
        do {
            guard case .page(let page) = try await route.answer(WebRequest(path: path, parameters: parameters, viewer: nil, csrfToken: "t")) else { return nil }
            return page.body.text
        } catch let error as WebError where error.status == 404 {
            return nil
        }
    }

    @Test func aPublicListIsKeptUntilItsOwnerChangesItThroughTheService() async throws {
        let (service, pages) = try served(cache())
        _ = try await service.create("Club", description: "")
        _ = try await service.add("tt0000001", to: "Club", note: "", at: nil)
        _ = try await service.openPage(at: "film-club")
        try await service.show("Club", onPage: true)
        let read = { try await text(pages, "/people/:path/:name", "/people/film-club/Club", ["path": "film-club", "name": "Club"]) }
        let first = try #require(try await read())
        #expect(first.contains("Film tt0000001") && !first.contains("Film tt0000002"))
        #expect(try await text(pages, "/people/:path", "/people/film-club", ["path": "film-club"])?.contains("1 title") == true)
        // Behind the service's back the answer kept is served: the cache is what answered.
        _ = try repository.add(ListedTitle(titleID: "tt0000002", kind: "film", title: "Film tt0000002", year: 2000), note: "", to: "Club", at: nil, for: InMemoryListsRepository.fixtureProfile)
        #expect(try await read() == first)
        #expect(try await text(pages, "/people/:path", "/people/film-club", ["path": "film-club"])?.contains("1 title") == true)
        // A change through the service forgets the list's answers and the page's.
        _ = try await service.add("tt0000003", to: "Club", note: "", at: nil)
        let third = try #require(try await read())
        #expect(third.contains("Film tt0000002") && third.contains("Film tt0000003"))
        #expect(try await text(pages, "/people/:path", "/people/film-club", ["path": "film-club"])?.contains("3 titles") == true)
        // Taken off the page, or the page closed: 404 at once, as for a page never opened.
        try await service.show("Club", onPage: false)
        #expect(try await read() == nil)
        try await service.closePage()
        #expect(try await text(pages, "/people/:path", "/people/film-club", ["path": "film-club"]) == nil)
    }

    @Test func aSharedListsFeedIsKeptAndStopsAtOnceWhenUnshared() async throws {
        let (service, pages) = try served(cache())
        _ = try await service.create("Shared", description: "")
        _ = try await service.add("tt0000001", to: "Shared", note: "", at: nil)
        let share = try await service.share("Shared")
        let read = { try await text(pages, "/lists/shared/:token", "/lists/shared/\(share.token)", ["token": share.token]) }
        #expect(try await read()?.contains("Film tt0000001") == true)
        try repository.unshare("Shared", for: InMemoryListsRepository.fixtureProfile)
        #expect(try await read() != nil, "kept while nothing went through the service")
        try await service.unshare("Shared")
        #expect(try await read() == nil)
    }
}
