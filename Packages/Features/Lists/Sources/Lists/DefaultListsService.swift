import AuthInterface
import Foundation
import ListsInterface
import ListsPorts

/// ``ListsService`` over a repository, for the signed-in profile: it checks and trims what a
/// person typed, names each title from the catalogs before it goes on a list (an id no
/// catalog has is refused, never guessed), and the repository keeps the order. A rule-based
/// list's titles are made from the profile's library each time they are read, so they follow
/// what the profile watches and rates.
public struct DefaultListsService: ListsService {
    private let profiles: any CurrentProfileProviding
    private let repository: any ListsRepository
    private let titles: any TitleNaming
    private let library: any TitleLibrary
    private let sharing: ListSharing?

    /// Creates the service; `profiles` says who is signed in, `titles` what an id names,
    /// `library` what rule-based lists are made from, and `sharing` how a server mints a list's
    /// address (nil where none serves one).
    public init(
        profiles: any CurrentProfileProviding, repository: any ListsRepository, titles: any TitleNaming, library: any TitleLibrary,
        sharing: ListSharing? = nil
    ) {
        self.profiles = profiles
        self.repository = repository
        self.titles = titles
        self.library = library
        self.sharing = sharing
    }

    public func share(_ list: String) async throws -> ListShare {
        guard let sharing else { throw ListsError.sharingNeedsServer }
        let token = sharing.newToken()
        try await repository.share(try ListText.name(list), digest: sharing.digest(token), for: try await profile())
        return ListShare(token: token)
    }

    public func unshare(_ list: String) async throws {
        try await repository.unshare(try ListText.name(list), for: try await profile())
    }

    public func publicPage() async throws -> PublicPage? {
        let profile = try await profile()
        guard let page = try await repository.page(for: profile) else { return nil }
        return PublicPage(path: page.path, lists: try await counted(page.lists, of: profile))
    }

    public func openPage(at path: String) async throws -> PublicPage {
        let path = try ListText.path(path)
        guard sharing != nil else { throw ListsError.sharingNeedsServer }
        let profile = try await profile()
        let page = try await repository.openPage(at: path, for: profile)
        return PublicPage(path: page.path, lists: try await counted(page.lists, of: profile))
    }

    public func closePage() async throws {
        try await repository.closePage(for: try await profile())
    }

    public func show(_ list: String, onPage shown: Bool) async throws {
        try await repository.show(try ListText.name(list), onPage: shown, for: try await profile())
    }

    public func lists() async throws -> [TitleList] {
        let profile = try await profile()
        return try await counted(repository.lists(for: profile), of: profile)
    }

    /// `lists`, each rule-based one with the count of what its rules make of the library now.
    private func counted(_ lists: [TitleList], of profile: UUID) async throws -> [TitleList] {
        guard lists.contains(where: \.isRuleBased) else { return lists }
        let titles = try await library.titles(of: profile)
        return try lists.map { list in
            list.isRuleBased ? list.counting(RuleEvaluation.items(try RuleText.rules(list.rules), of: titles).count) : list
        }
    }

    public func create(_ name: String, description: String, rules: [String]) async throws -> TitleList {
        let name = try ListText.name(name)
        let description = description.trimmingCharacters(in: .whitespacesAndNewlines)
        guard description.count <= ListsError.longestDescription else { throw ListsError.descriptionTooLong(characters: description.count) }
        let rules = try RuleText.rules(rules)
        let profile = try await profile()
        let list = try await repository.create(name, description: description, rules: rules.map(\.description), for: profile)
        return rules.isEmpty ? list : list.counting(RuleEvaluation.items(rules, of: try await library.titles(of: profile)).count)
    }

    public func setRules(_ rules: [String], of list: String) async throws -> TitleList {
        let (name, rules, profile) = (try ListText.name(list), try RuleText.rules(rules), try await profile())
        let kept = try await repository.setRules(rules.map(\.description), of: name, for: profile)
        return rules.isEmpty ? kept : kept.counting(RuleEvaluation.items(rules, of: try await library.titles(of: profile)).count)
    }

    public func delete(_ list: String) async throws {
        try await repository.delete(try ListText.name(list), for: try await profile())
    }

    public func items(in list: String) async throws -> [ListItem] {
        let (name, profile) = (try ListText.name(list), try await profile())
        let rules = try await repository.rules(of: name, for: profile)
        guard !rules.isEmpty else { return try await repository.items(in: name, for: profile) }
        return RuleEvaluation.items(try RuleText.rules(rules), of: try await library.titles(of: profile))
    }

    public func add(_ titleID: String, to list: String, note: String, at position: Int?) async throws -> ListItem {
        let note = note.trimmingCharacters(in: .whitespacesAndNewlines)
        guard note.count <= ListsError.longestNote else { throw ListsError.noteTooLong(characters: note.count) }
        let (id, name, profile) = (try ListText.titleID(titleID), try ListText.name(list), try await profile())
        guard let title = try await titles.title(id) else { throw ListsError.unknownTitle(id) }
        return try await repository.add(title, note: note, to: name, at: position, for: profile)
    }

    public func remove(_ titleID: String, from list: String) async throws {
        try await repository.remove(try ListText.titleID(titleID), from: try ListText.name(list), for: try await profile())
    }

    public func move(_ titleID: String, in list: String, to position: Int) async throws -> ListItem {
        try await repository.move(try ListText.titleID(titleID), in: try ListText.name(list), to: position, for: try await profile())
    }

    private func profile() async throws -> UUID {
        guard let profile = try await profiles.currentProfile() else { throw AuthError.notLoggedIn }
        return profile.id
    }
}
