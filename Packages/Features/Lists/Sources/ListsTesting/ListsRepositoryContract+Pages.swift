import Foundation
import ListsInterface
import ListsPorts

/// The contract's checks of public pages.
extension ListsRepositoryContract {
    static func pagesShowOnlyTheirLists(_ repository: any ListsRepository) async throws -> [String] {
        try await fill(repository, "Shown", ids(2))
        _ = try await repository.add(named("tt0000007"), note: "private thought", to: "Shown", at: nil, for: profile)
        try await fill(repository, "Hidden", ids(1))
        var problems: [String] = []
        if try await repository.page(for: profile) != nil { problems.append("a profile has a page it never opened") }
        let opened = try await repository.openPage(at: "film-club", for: profile)
        if opened != PublicPage(path: "film-club", lists: []) { problems.append("a new page answered \(opened)") }
        try await repository.show("shown", onPage: true, for: profile)
        let shown = [TitleList(name: "Shown", description: "", count: 3)]
        if try await repository.page(for: profile) != PublicPage(path: "film-club", lists: shown) { problems.append("the owner's page reads \(String(describing: try await repository.page(for: profile)))") }
        if try await repository.page(at: "film-club") != PublicPage(path: "film-club", lists: shown) { problems.append("the page reads \(String(describing: try await repository.page(at: "film-club")))") }
        let list = try await repository.list(onPage: "film-club", named: "SHOWN")
        if list?.name != "Shown" || list?.items.map(\.titleID) != ids(2) + ["tt0000007"] { problems.append("the shown list reads \(String(describing: list))") }
        if list?.items.contains(where: { !$0.note.isEmpty }) != false { problems.append("a note was read on the page") }
        if try await repository.list(onPage: "film-club", named: "Hidden") != nil { problems.append("a list not shown is read on the page") }
        if try await repository.page(at: "other-club") != nil { problems.append("a path never opened reads a page") }
        try await repository.closePage(for: profile)
        if try await repository.page(at: "film-club") != nil { problems.append("a closed page still reads") }
        if try await repository.list(onPage: "film-club", named: "Shown") != nil { problems.append("a closed page's list still reads") }
        if try await repository.page(for: profile) != nil { problems.append("the owner still has a closed page") }
        _ = try await repository.openPage(at: "cinema", for: profile)
        if try await repository.page(at: "cinema")?.lists != shown { problems.append("a page opened again forgot the lists it shows") }
        try await repository.show("Shown", onPage: false, for: profile)
        if try await repository.list(onPage: "cinema", named: "Shown") != nil { problems.append("a list taken off the page still reads") }
        try await repository.show("Shown", onPage: true, for: profile)
        try await repository.delete("Shown", for: profile)
        if try await repository.page(at: "cinema")?.lists != [] { problems.append("a deleted list is still on the page") }
        do {
            try await repository.show("Nope", onPage: true, for: profile)
            problems.append("an unknown list was shown")
        } catch ListsError.noSuchList {}
        return problems
    }

    static func pagePathsBelongToOneProfile(_ repository: any ListsRepository) async throws -> [String] {
        var problems: [String] = []
        _ = try await repository.openPage(at: "cinema", for: profile)
        _ = try await repository.openPage(at: "cinema", for: profile)
        do {
            _ = try await repository.openPage(at: "cinema", for: other)
            problems.append("a second profile took a path in use")
        } catch ListsError.pathTaken("cinema") {}
        if try await repository.page(for: other) != nil { problems.append("the refused profile has a page") }
        _ = try await repository.openPage(at: "cinema-2", for: profile)
        if try await repository.page(at: "cinema") != nil { problems.append("a page moved away still reads at its old path") }
        _ = try await repository.openPage(at: "cinema", for: other)
        try await fill(repository, "Mine", ids(1))
        try await repository.show("Mine", onPage: true, for: profile)
        if try await repository.page(at: "cinema")?.lists != [] { problems.append("another profile's page shows my list") }
        if try await repository.list(onPage: "cinema", named: "Mine") != nil { problems.append("my list reads on another profile's page") }
        if try await repository.page(at: "cinema-2")?.lists.map(\.name) != ["Mine"] { problems.append("my page lost my list") }
        return problems
    }
}
