import Foundation
import ListsInterface
import ListsPorts

/// The contract's checks of rule-based lists' rules: the repository keeps them; the service
/// makes their titles.
extension ListsRepositoryContract {
    static func rulesAreKeptAndReadBack(_ repository: any ListsRepository) async throws -> [String] {
        let rules = ["genre=Drama", "year>=1990"]
        var problems: [String] = []
        let created = try await repository.create("Dramas", description: "new", rules: rules, for: profile)
        if created != TitleList(name: "Dramas", description: "new", count: 0, rules: rules) { problems.append("create answered \(created)") }
        try await fill(repository, "By hand", ids(1))
        let lists = try await repository.lists(for: profile)
        if lists.map(\.rules) != [[], rules] { problems.append("the lists read \(lists)") }
        if try await repository.rules(of: "DRAMAS", for: profile) != rules { problems.append("the rules read \(try await repository.rules(of: "Dramas", for: profile))") }
        if try await repository.rules(of: "By hand", for: profile) != [] { problems.append("a list kept by hand has rules") }
        try await repository.share("Dramas", digest: "sha256:rules", for: profile)
        let shared = try await repository.list(sharedAs: "sha256:rules")
        if shared?.rules != rules || shared?.owner != profile { problems.append("the shared list reads \(String(describing: shared))") }
        _ = try await repository.openPage(at: "rules-page", for: profile)
        try await repository.show("Dramas", onPage: true, for: profile)
        let onPage = try await repository.list(onPage: "rules-page", named: "dramas")
        if onPage?.rules != rules || onPage?.owner != profile { problems.append("the list on the page reads \(String(describing: onPage))") }
        let changed = try await repository.setRules(["watched=no"], of: "dramas", for: profile)
        if changed.rules != ["watched=no"] || changed.name != "Dramas" { problems.append("new rules answered \(changed)") }
        let cleared = try await repository.setRules([], of: "Dramas", for: profile)
        let kept = try await repository.rules(of: "Dramas", for: profile)
        if cleared.isRuleBased || !kept.isEmpty { problems.append("cleared rules answered \(cleared), kept \(kept)") }
        return problems
    }

    static func ruleBasedListsRefuseHandWork(_ repository: any ListsRepository) async throws -> [String] {
        var problems: [String] = []
        _ = try await repository.create("Ruled", description: "", rules: ["rating>=8"], for: profile)
        try await fill(repository, "By hand", ids(2))
        let attempts: [(String, @Sendable () async throws -> Void)] = [
            ("an addition", { _ = try await repository.add(named("tt0000001"), note: "", to: "Ruled", at: nil, for: profile) }),
            ("a move", { _ = try await repository.move("tt0000001", in: "ruled", to: 1, for: profile) }),
            ("a removal", { try await repository.remove("tt0000001", from: "Ruled", for: profile) }),
        ]
        for (name, attempt) in attempts {
            do {
                try await attempt()
                problems.append("\(name) on a rule-based list was kept")
            } catch ListsError.listHasRules("Ruled") {}
        }
        do {
            _ = try await repository.setRules(["rating>=8"], of: "By hand", for: profile)
            problems.append("a list with titles took rules")
        } catch ListsError.listHasTitles("By hand") {}
        if try await repository.rules(of: "By hand", for: profile) != [] { problems.append("a refused rule was kept") }
        do {
            _ = try await repository.setRules([], of: "Nope", for: profile)
            problems.append("an unknown list took rules")
        } catch ListsError.noSuchList {}
        return problems
    }
}
