import Foundation
import ListsInterface
import ListsPorts

/// What every ``ListsRepository`` must do, as checks that any test target runs on its own
/// repository: ListsAdapters' contract suite runs them on memory, SQLite and PostgreSQL.
/// Each check takes an empty repository and returns what went wrong, nothing when it held.
public enum ListsRepositoryContract {
    /// Every check, by name.
    public static let checks: [(name: String, check: @Sendable (any ListsRepository) async throws -> [String])] = [
        ("an empty repository has no lists", emptyHasNoLists),
        ("lists come back by name, with their description and count", listsComeBackByName),
        ("a name is taken whatever its letter case, and found so", namesIgnoreCase),
        ("titles keep the order they were put in, at the end or at a place", itemsKeepTheirOrder),
        ("moving a title shifts those between, up or down, with no gap", movesShiftTheOthers),
        ("removing a title closes its gap", removalClosesTheGap),
        ("places past the end, a title twice, and unknown lists are refused, changing nothing", refusalsChangeNothing),
        ("text comes back exactly as it was kept", textIsKeptExactly),
        ("a title comes back as it was named: kind, title and year, or no year", titlesKeepTheirNames),
        ("deleting a list deletes its titles, and a new list of its name starts empty", deleteTakesTheItems),
        ("profiles never see each other's lists", profilesStayApart),
        ("a share reads its list without notes, one share a list, until it is replaced or undone", sharesReadTheirListOnly),
        ("concurrent moves and additions never lose or repeat a title", concurrentWritesKeepEveryTitle),
        ("many titles put or moved at one place, then mixed changes, keep the order an array would", crowdedPlacesKeepTheirOrder),
        ("a public page shows only the lists marked for it, without notes, while it is open", pagesShowOnlyTheirLists),
        ("a page's path belongs to one profile at a time", pagePathsBelongToOneProfile),
        ("a list's rules are kept and read back, by the owner, a share and a page", rulesAreKeptAndReadBack),
        ("a rule-based list takes no title by hand, and a list with titles takes no rules", ruleBasedListsRefuseHandWork),
        ("collaborators are kept a list each, read from both sides, changed and taken back", collaboratorsAreKeptPerList),
    ]

    static let profile = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xA1))
    static let other = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xB2))

    static func ids(_ count: Int) -> [String] { (1...count).map { "tt\(String(1_000_000 + $0))" } }

    static func order(_ repository: any ListsRepository, _ list: String) async throws -> [String] {
        try await repository.items(in: list, for: profile).map(\.titleID)
    }

    static func fill(_ repository: any ListsRepository, _ list: String, _ titles: [String]) async throws {
        _ = try await repository.create(list, description: "", for: profile)
        for title in titles { _ = try await repository.add(named(title), note: "", to: list, at: nil, for: profile) }
    }

    /// The title of `id`: films, but the ids ending in 5 series with no year, so both kinds pass through.
    static func named(_ id: String) -> ListedTitle {
        id.hasSuffix("5") ? ListedTitle(titleID: id, kind: "series", title: "Series \(id)", year: nil) : ListedTitle(titleID: id, kind: "film", title: "Film \(id)", year: 1999)
    }

    static func item(_ position: Int, _ id: String, note: String = "") -> ListItem {
        ListItem(position: position, named(id), note: note)
    }

    static func emptyHasNoLists(_ repository: any ListsRepository) async throws -> [String] {
        let lists = try await repository.lists(for: profile)
        return lists.isEmpty ? [] : ["expected no lists, found \(lists)"]
    }

    static func listsComeBackByName(_ repository: any ListsRepository) async throws -> [String] {
        _ = try await repository.create("Westerns", description: "dusty", for: profile)
        let created = try await repository.create("anime", description: "", for: profile)
        _ = try await repository.add(named("tt0000001"), note: "", to: "Westerns", at: nil, for: profile)
        var problems: [String] = []
        if created != TitleList(name: "anime", description: "", count: 0) { problems.append("create answered \(created)") }
        let lists = try await repository.lists(for: profile)
        let expected = [TitleList(name: "anime", description: "", count: 0), TitleList(name: "Westerns", description: "dusty", count: 1)]
        if lists != expected { problems.append("lists() answered \(lists), expected \(expected)") }
        return problems
    }

    static func namesIgnoreCase(_ repository: any ListsRepository) async throws -> [String] {
        _ = try await repository.create("Date Night", description: "", for: profile)
        var problems: [String] = []
        do {
            _ = try await repository.create("date night", description: "", for: profile)
            problems.append("a second list named \"date night\" was made")
        } catch ListsError.nameTaken {}
        _ = try await repository.add(named("tt0000001"), note: "", to: "DATE NIGHT", at: nil, for: profile)
        if try await order(repository, "date night") != ["tt0000001"] { problems.append("the list was not found in another case") }
        return problems
    }

    static func itemsKeepTheirOrder(_ repository: any ListsRepository) async throws -> [String] {
        try await fill(repository, "L", ["tt0000001", "tt0000002"])
        let first = try await repository.add(named("tt0000003"), note: "", to: "L", at: 1, for: profile)
        let middle = try await repository.add(named("tt0000004"), note: "n", to: "L", at: 3, for: profile)
        var problems: [String] = []
        if first != item(1, "tt0000003") { problems.append("add at 1 answered \(first)") }
        if middle != item(3, "tt0000004", note: "n") { problems.append("add at 3 answered \(middle)") }
        let items = try await repository.items(in: "L", for: profile)
        if items.map(\.titleID) != ["tt0000003", "tt0000001", "tt0000004", "tt0000002"] { problems.append("order \(items.map(\.titleID))") }
        if items.map(\.position) != [1, 2, 3, 4] { problems.append("places \(items.map(\.position))") }
        return problems
    }

    static func movesShiftTheOthers(_ repository: any ListsRepository) async throws -> [String] {
        let titles = ids(5)
        try await fill(repository, "L", titles)
        var problems: [String] = []
        let moved = try await repository.move(titles[0], in: "L", to: 4, for: profile)
        if moved.position != 4 { problems.append("move down answered \(moved)") }
        if try await order(repository, "L") != [titles[1], titles[2], titles[3], titles[0], titles[4]] { problems.append("after moving down: \(try await order(repository, "L"))") }
        _ = try await repository.move(titles[4], in: "L", to: 1, for: profile)
        if try await order(repository, "L") != [titles[4], titles[1], titles[2], titles[3], titles[0]] { problems.append("after moving up: \(try await order(repository, "L"))") }
        _ = try await repository.move(titles[2], in: "L", to: 3, for: profile)
        if try await repository.items(in: "L", for: profile).map(\.position) != [1, 2, 3, 4, 5] { problems.append("places have a gap") }
        return problems
    }

    static func removalClosesTheGap(_ repository: any ListsRepository) async throws -> [String] {
        let titles = ids(3)
        try await fill(repository, "L", titles)
        try await repository.remove(titles[1], from: "L", for: profile)
        let items = try await repository.items(in: "L", for: profile)
        let expected = [item(1, titles[0]), item(2, titles[2])]
        return items == expected ? [] : ["after removing the middle: \(items)"]
    }

    static func refusalsChangeNothing(_ repository: any ListsRepository) async throws -> [String] {
        let titles = ids(2)
        try await fill(repository, "L", titles)
        var problems: [String] = []
        func refused(_ what: String, _ expected: ListsError, _ body: () async throws -> Void) async {
            do {
                try await body()
                problems.append("\(what) was allowed")
            } catch let error as ListsError where error == expected {
            } catch {
                problems.append("\(what) threw \(error), expected \(expected)")
            }
        }
        await refused("a place past the end", .noSuchPosition(4, count: 2)) { _ = try await repository.add(named("tt0000009"), note: "", to: "L", at: 4, for: profile) }
        await refused("place 0", .noSuchPosition(0, count: 2)) { _ = try await repository.add(named("tt0000009"), note: "", to: "L", at: 0, for: profile) }
        await refused("a move past the end", .noSuchPosition(3, count: 2)) { _ = try await repository.move(titles[0], in: "L", to: 3, for: profile) }
        await refused("a title twice", .alreadyOnList(titleID: titles[0], list: "L")) { _ = try await repository.add(named(titles[0]), note: "", to: "L", at: nil, for: profile) }
        await refused("moving a title not on it", .notOnList(titleID: "tt0000009", list: "L")) { _ = try await repository.move("tt0000009", in: "L", to: 1, for: profile) }
        await refused("removing a title not on it", .notOnList(titleID: "tt0000009", list: "L")) { try await repository.remove("tt0000009", from: "L", for: profile) }
        await refused("an unknown list", .noSuchList("Nope")) { _ = try await repository.items(in: "Nope", for: profile) }
        await refused("deleting an unknown list", .noSuchList("Nope")) { try await repository.delete("Nope", for: profile) }
        if try await order(repository, "L") != titles { problems.append("the list changed: \(try await order(repository, "L"))") }
        return problems
    }

    static func textIsKeptExactly(_ repository: any ListsRepository) async throws -> [String] {
        let text = "Ünïcode, 'quotes', \"doubles\"; DROP TABLE x; -- and a tab\t"
        _ = try await repository.create(text, description: text, for: profile)
        _ = try await repository.add(named("tt0000001"), note: text, to: text, at: nil, for: profile)
        var problems: [String] = []
        if try await repository.lists(for: profile) != [TitleList(name: text, description: text, count: 1)] { problems.append("the list's text changed") }
        if try await repository.items(in: text, for: profile).map(\.note) != [text] { problems.append("the note changed") }
        return problems
    }

    static func titlesKeepTheirNames(_ repository: any ListsRepository) async throws -> [String] {
        try await fill(repository, "L", ["tt0000001", "tt0000005"])
        let items = try await repository.items(in: "L", for: profile)
        return items == [item(1, "tt0000001"), item(2, "tt0000005")] ? [] : ["the titles came back as \(items)"]
    }

    static func deleteTakesTheItems(_ repository: any ListsRepository) async throws -> [String] {
        try await fill(repository, "L", ids(2))
        try await repository.delete("l", for: profile)
        var problems: [String] = []
        if try await !repository.lists(for: profile).isEmpty { problems.append("the list is still there") }
        _ = try await repository.create("L", description: "", for: profile)
        if try await !repository.items(in: "L", for: profile).isEmpty { problems.append("a new list of the name has the old titles") }
        return problems
    }

    static func profilesStayApart(_ repository: any ListsRepository) async throws -> [String] {
        try await fill(repository, "Mine", ids(1))
        var problems: [String] = []
        if try await !repository.lists(for: other).isEmpty { problems.append("another profile sees the list") }
        _ = try await repository.create("Mine", description: "", for: other)
        if try await !repository.items(in: "Mine", for: other).isEmpty { problems.append("another profile's list of the same name has my titles") }
        if try await order(repository, "Mine") != ids(1) { problems.append("my list changed") }
        return problems
    }

    static func sharesReadTheirListOnly(_ repository: any ListsRepository) async throws -> [String] {
        try await fill(repository, "Shared", ids(2))
        _ = try await repository.add(named("tt0000007"), note: "private thought", to: "Shared", at: nil, for: profile)
        try await fill(repository, "Kept", ids(1))
        var problems: [String] = []
        if try await repository.list(sharedAs: "digest-1") != nil { problems.append("a digest never kept reads a list") }
        try await repository.share("shared", digest: "digest-1", for: profile)
        let shared = try await repository.list(sharedAs: "digest-1")
        if shared?.name != "Shared" || shared?.items.map(\.titleID) != ids(2) + ["tt0000007"] { problems.append("the share read \(String(describing: shared))") }
        if shared?.items.contains(where: { !$0.note.isEmpty }) != false { problems.append("a note was read through the share") }
        try await repository.share("Shared", digest: "digest-2", for: profile)
        if try await repository.list(sharedAs: "digest-1") != nil { problems.append("a replaced share still reads the list") }
        if try await repository.list(sharedAs: "digest-2")?.name != "Shared" { problems.append("the new share does not read the list") }
        try await repository.unshare("Shared", for: profile)
        if try await repository.list(sharedAs: "digest-2") != nil { problems.append("an undone share still reads the list") }
        try await repository.share("Shared", digest: "digest-3", for: profile)
        try await repository.delete("Shared", for: profile)
        if try await repository.list(sharedAs: "digest-3") != nil { problems.append("a deleted list's share still reads") }
        do {
            try await repository.share("Nope", digest: "digest-4", for: profile)
            problems.append("an unknown list was shared")
        } catch ListsError.noSuchList {}
        return problems
    }

    static func concurrentWritesKeepEveryTitle(_ repository: any ListsRepository) async throws -> [String] {
        let titles = ids(20)
        try await fill(repository, "L", titles)
        let added = (21...30).map { "tt\(String(1_000_000 + $0))" }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, title) in titles.enumerated() {
                group.addTask { _ = try await repository.move(title, in: "L", to: 20 - index, for: profile) }
            }
            for (index, title) in added.enumerated() {
                group.addTask { _ = try await repository.add(named(title), note: "", to: "L", at: index % 3 == 0 ? 1 : nil, for: profile) }
            }
            try await group.waitForAll()
        }
        let items = try await repository.items(in: "L", for: profile)
        var problems: [String] = []
        if Set(items.map(\.titleID)) != Set(titles + added) || items.count != 30 { problems.append("titles lost or repeated: \(items.count) items") }
        if items.map(\.position) != Array(1...items.count) { problems.append("places are not 1 to \(items.count): \(items.map(\.position))") }
        return problems
    }
}
