import AuthTesting
import Foundation
import ListsInterface
import ListsPorts
import ListsTesting
import Synchronization
import Testing
@testable import Lists

/// Rule-based lists: the rules' text, what they make of a library, and the service around them.
@Suite struct ListRulesTests {
    private func service(_ library: any TitleLibrary = FixtureLibrary.standard, repository: InMemoryListsRepository = InMemoryListsRepository()) -> DefaultListsService {
        DefaultListsService(
            profiles: SignedInProfile(), repository: repository, titles: FixtureTitles.standard, library: library,
            sharing: ListSharing(newToken: { "token-of-sixteen-chars" }, digest: { "d:" + $0 })
        )
    }

    @Test(arguments: [
        ("genre=Drama", "genre=Drama"), (" Genre = drama ", "genre=drama"), ("year>=1990", "year>=1990"), ("runtime<=140", "runtime<=140"),
        ("rating!=10", "rating!=10"), ("watched=NO", "watched=no"), ("watched=true", "watched=yes"), ("KIND=Series", "kind=series"),
    ])
    func rulesAreReadAndWrittenCanonically(_ text: String, _ canonical: String) throws {
        #expect(try RuleText.rule(text).description == canonical)
    }

    @Test(arguments: [
        ("network=HBO", ListsError.unknownRuleField("network")), ("genre", ListsError.badRule("genre", "write a field, one of = != >= <=, and a value, such as year>=1990")),
        ("year>=nineteen", .badRule("year>=nineteen", "year takes a whole number from 1870 to 2200, such as year>=1990")),
        ("rating>=11", .badRule("rating>=11", "rating takes a whole number from 1 to 10, such as rating>=8")),
        ("genre>=Drama", .badRule("genre>=Drama", "genre is = or != a genre's name, such as genre=Drama")),
        ("watched=maybe", .badRule("watched=maybe", "watched is = yes or = no")), ("kind=anime", .badRule("kind=anime", "kind is = or != film or series")),
    ])
    func whatIsNotARuleIsRefusedSayingWhatWould(_ text: String, _ error: ListsError) {
        #expect(throws: error) { try RuleText.rule(text) }
    }

    @Test func linesAreRulesAndTooManyAreRefused() throws {
        #expect(try RuleText.rules(["genre=Drama\r\n\n year>=1990 ", ""]).map(\.description) == ["genre=Drama", "year>=1990"])
        #expect(throws: ListsError.tooManyRules(21)) { try RuleText.rules(Array(repeating: "year>=1990", count: 21)) }
    }

    @Test(arguments: [
        (["genre=Drama"], ["The Godfather", "The Shawshank Redemption"]),
        (["genre=drama", "watched=no"], []),
        (["genre!=Drama"], ["The Matrix"]),
        (["runtime<=140"], ["The Matrix"]),
        (["rating>=10"], ["The Godfather"]),
        // The Matrix has no rating, so it meets no rule on one, `!=` included.
        (["rating!=10"], ["The Shawshank Redemption"]),
        (["year>=1990", "kind=film"], ["The Matrix", "The Shawshank Redemption"]),
        (["kind=series"], []),
        (["watched=yes", "year<=1972"], ["The Godfather"]),
    ])
    func aListHoldsWhatMeetsEveryRuleByTitle(_ rules: [String], _ titles: [String]) async throws {
        let service = service()
        let list = try await service.create("Ruled", description: "", rules: rules)
        #expect(list.rules == (try RuleText.rules(rules)).map(\.description))
        #expect(list.count == titles.count)
        let items = try await service.items(in: "ruled")
        #expect(items.map(\.title) == titles)
        #expect(items.map(\.position) == titles.indices.map { $0 + 1 })
        #expect(try await service.lists().first?.count == titles.count)
    }

    @Test func aRuleBasedListFollowsTheLibrary() async throws {
        let library = ChangingLibrary()
        let service = service(library)
        _ = try await service.create("To watch", description: "", rules: ["watched=no"])
        #expect(try await service.items(in: "To watch").map(\.titleID) == ["tt0133093"])
        library.watch("tt0133093")
        #expect(try await service.items(in: "To watch").isEmpty)
        #expect(try await service.lists() == [TitleList(name: "To watch", description: "", count: 0, rules: ["watched=no"])])
    }

    @Test func handWorkIsRefusedOnARuleBasedListAndRulesOnAFilledOne() async throws {
        let service = service()
        _ = try await service.create("Ruled", description: "", rules: ["genre=Drama"])
        await #expect(throws: ListsError.listHasRules("Ruled")) { _ = try await service.add("tt0133093", to: "Ruled", note: "", at: nil) }
        await #expect(throws: ListsError.listHasRules("Ruled")) { _ = try await service.move("tt0068646", in: "Ruled", to: 2) }
        await #expect(throws: ListsError.listHasRules("Ruled")) { try await service.remove("tt0068646", from: "Ruled") }
        _ = try await service.create("By hand", description: "")
        _ = try await service.add("tt0068646", to: "By hand", note: "", at: nil)
        await #expect(throws: ListsError.listHasTitles("By hand")) { _ = try await service.setRules(["genre=Drama"], of: "By hand") }
        await #expect(throws: ListsError.unknownRuleField("network")) { _ = try await service.setRules(["network=HBO"], of: "Ruled") }
        await #expect(throws: ListsError.unknownRuleField("network")) { _ = try await service.create("New", description: "", rules: ["network=HBO"]) }
        #expect(try await service.lists().map(\.name) == ["By hand", "Ruled"])
        let cleared = try await service.setRules([], of: "ruled")
        #expect(cleared == TitleList(name: "Ruled", description: "", count: 0))
        #expect(try await service.add("tt0133093", to: "Ruled", note: "", at: nil).position == 1)
    }

    @Test func sharesAndPublicPagesReadTheOwnersLibraryNow() async throws {
        let (library, repository) = (ChangingLibrary(), InMemoryListsRepository())
        let service = service(library, repository: repository)
        _ = try await service.create("Dramas", description: "", rules: ["genre=Drama"])
        let share = try await service.share("Dramas")
        _ = try await service.openPage(at: "film-club")
        try await service.show("Dramas", onPage: true)
        let shared = DigestSharedLists(repository: repository, sharing: ListSharing(newToken: { "" }, digest: { "d:" + $0 }), library: library)
        #expect(try await shared.list(sharedAs: share.token)?.items.map(\.title) == ["The Godfather", "The Shawshank Redemption"])
        #expect(try await service.publicPage()?.lists.map(\.count) == [2])
        library.forget("tt0068646")
        #expect(try await shared.list(onPage: "film-club", named: "dramas")?.items.map(\.title) == ["The Shawshank Redemption"])
        #expect(try await service.publicPage()?.lists.map(\.count) == [1])
    }
}

/// A library that a test changes: FixtureLibrary's standard films, watched and forgotten on demand.
final class ChangingLibrary: TitleLibrary {
    private let titles = Mutex(FixtureLibrary.standard.titles(of: UUID()))

    func titles(of profile: UUID) -> [LibraryTitle] { titles.withLock { $0 } }

    func watch(_ titleID: String) {
        titles.withLock { titles in
            titles = titles.map { $0.title.titleID == titleID ? LibraryTitle(title: $0.title, genres: $0.genres, runtimeMinutes: $0.runtimeMinutes, watched: true, rating: $0.rating) : $0 }
        }
    }

    func forget(_ titleID: String) {
        titles.withLock { $0.removeAll { $0.title.titleID == titleID } }
    }
}
