import AuthInterface
import AuthTesting
import ListsInterface
import ListsTesting
import MoviesInterface
import MoviesTesting
import Testing
@testable import Lists

@Suite struct ListsServiceTests {
    private func service(_ repository: InMemoryListsRepository = InMemoryListsRepository()) -> DefaultListsService {
        DefaultListsService(profiles: SignedInProfile(), repository: repository, titles: FixtureTitles.standard, library: FixtureLibrary.standard)
    }

    @Test func namesNotesAndIdsAreTrimmedAndIdsLowerCased() async throws {
        let service = service()
        #expect(try await service.create("  Date night ", description: " Fridays \n") == TitleList(name: "Date night", description: "Fridays", count: 0))
        #expect(try await service.add(" TT0068646 ", to: "date NIGHT", note: "  first ", at: nil) == ListItem(position: 1, titleID: "tt0068646", kind: "film", title: "The Godfather", year: 1972, note: "first"))
        #expect(try await service.items(in: "Date night").map(\.titleID) == ["tt0068646"])
        // The IMDb-built catalog's id of a film is its IMDb id: moved and taken off by either.
        #expect(try await service.move("imdb:tt0068646", in: "Date night", to: 1).titleID == "tt0068646")
        await #expect(throws: ListsError.alreadyOnList(titleID: "tt0068646", list: "Date night")) { _ = try await service.add("IMDB:TT0068646", to: "Date night", note: "", at: nil) }
        try await service.remove("imdb:tt0068646", from: "Date night")
        #expect(try await service.items(in: "Date night").isEmpty)
    }

    @Test(arguments: ["", "  ", "0068646", "tt12", "tt12345678901", "nm0000001", "tt00686x6", "tt٠٠٦٨٦٤٦"])
    func whatIsNotAnIMDbIdIsRefused(_ text: String) async throws {
        let service = service(InMemoryListsRepository(lists: [("L", [])]))
        await #expect(throws: ListsError.self) { _ = try await service.add(text, to: "L", note: "", at: nil) }
        #expect(try await service.items(in: "L").isEmpty)
    }

    @Test func blankOrOverlongNamesNotesAndDescriptionsAreRefusedAndNothingIsKept() async throws {
        let service = service(InMemoryListsRepository(lists: [("L", [])]))
        await #expect(throws: ListsError.blankName) { _ = try await service.create(" \n ", description: "") }
        let name = String(repeating: "a", count: ListsError.longestName + 1)
        await #expect(throws: ListsError.nameTooLong(characters: ListsError.longestName + 1)) { _ = try await service.create(name, description: "") }
        let description = String(repeating: "d", count: ListsError.longestDescription + 1)
        await #expect(throws: ListsError.descriptionTooLong(characters: ListsError.longestDescription + 1)) { _ = try await service.create("M", description: description) }
        let note = String(repeating: "n", count: ListsError.longestNote + 1)
        await #expect(throws: ListsError.noteTooLong(characters: ListsError.longestNote + 1)) { _ = try await service.add("tt0068646", to: "L", note: note, at: nil) }
        #expect(try await service.lists() == [TitleList(name: "L", description: "", count: 0)])
    }

    @Test func withNoOneSignedInNothingIsReadOrKept() async throws {
        let repository = InMemoryListsRepository(lists: [("Kept", ["tt0068646"])])
        let service = DefaultListsService(profiles: SignedInProfile(nil), repository: repository, titles: FixtureTitles.standard, library: FixtureLibrary.standard)
        await #expect(throws: AuthError.notLoggedIn) { try await service.lists() }
        await #expect(throws: AuthError.notLoggedIn) { try await service.create("New", description: "") }
        await #expect(throws: AuthError.notLoggedIn) { try await service.move("tt0068646", in: "Kept", to: 1) }
        #expect(repository.lists(for: InMemoryListsRepository.fixtureProfile) == [TitleList(name: "Kept", description: "", count: 1)])
    }

    @Test func theCatalogsNameTitlesFilmsFirstThenTheOtherKindsInOrder() async throws {
        let others: [CatalogTitleNaming.Others] = [
            { $0 == "tt0903747" ? OtherTitle(kind: "series", id: "imdb:tt0903747", title: "Breaking Bad", startYear: 2008, endYear: 2013) : nil },
            { $0 == "tt0903747" ? OtherTitle(kind: "other", id: "x", title: "Never asked", startYear: nil, endYear: nil) : nil },
        ]
        let naming = CatalogTitleNaming(movies: FixtureMovieService(), others: others)
        #expect(try await naming.title("tt0903747") == ListedTitle(titleID: "tt0903747", kind: "series", title: "Breaking Bad", year: 2008))
        #expect(try await naming.title("tt0000001") == nil)
    }

    @Test(arguments: ["", "ab", "-club", "club-", "film club", "film_club", "café-club", String(repeating: "a", count: 31), "../x"])
    func whatIsNotAPagePathIsRefused(_ text: String) async throws {
        let sharing = ListSharing(newToken: { "t" }, digest: { $0 })
        let service = DefaultListsService(profiles: SignedInProfile(), repository: InMemoryListsRepository(), titles: FixtureTitles.standard, library: FixtureLibrary.standard, sharing: sharing)
        await #expect(throws: ListsError.notAPagePath(String(text.prefix(40)))) { _ = try await service.openPage(at: text) }
        #expect(try await service.publicPage() == nil)
    }

    @Test func aPagePathIsTrimmedAndLowerCasedAndNeedsAServer() async throws {
        let repository = InMemoryListsRepository(lists: [("Date night", [])])
        let local = service(repository)
        await #expect(throws: ListsError.sharingNeedsServer) { _ = try await local.openPage(at: "film-club") }
        let served = DefaultListsService(profiles: SignedInProfile(), repository: repository, titles: FixtureTitles.standard, library: FixtureLibrary.standard, sharing: ListSharing(newToken: { "t" }, digest: { $0 }))
        #expect(try await served.openPage(at: "  Film-Club2 ") == PublicPage(path: "film-club2", lists: []))
        try await served.show(" date night ", onPage: true)
        #expect(try await served.publicPage() == PublicPage(path: "film-club2", lists: [TitleList(name: "Date night", description: "", count: 0)]))
        let shared = DigestSharedLists(repository: repository, sharing: ListSharing(newToken: { "t" }, digest: { $0 }), library: FixtureLibrary.standard)
        #expect(try await shared.page(at: "film-club2")?.lists.count == 1)
        #expect(try await shared.page(at: "FILM-CLUB2")?.path == "film-club2", "a path is found whatever its letter case")
        #expect(try await shared.page(at: "film club2") == nil)
        #expect(try await shared.list(onPage: "film-club2", named: "DATE NIGHT")?.name == "Date night")
    }

    @Test func theInMemoryRepositoryKeepsTheContract() async throws {
        for (name, check) in ListsRepositoryContract.checks {
            let problems = try await check(InMemoryListsRepository())
            #expect(problems.isEmpty, "\(name): \(problems)")
        }
    }
}
