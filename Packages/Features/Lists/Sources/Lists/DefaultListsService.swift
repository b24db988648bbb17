import AuthInterface
import Foundation
import ListsInterface
import ListsPorts

/// ``ListsService`` over a repository, for the signed-in profile: it checks and trims what a
/// person typed, names each title from the catalogs before it goes on a list (an id no
/// catalog has is refused, never guessed), and the repository keeps the order. A rule-based
/// list's titles are made from the profile's library each time they are read, so they follow
/// what the profile watches and rates. Through ``of(_:)`` it acts on another profile's lists,
/// as far as their owner lets this one.
public struct DefaultListsService: ListsService {
    private let profiles: any CurrentProfileProviding
    private let repository: any ListsRepository
    private let titles: any TitleNaming
    private let library: any TitleLibrary
    private let sharing: ListSharing?
    private let directory: (any ProfileDirectory)?
    /// The name of the profile whose lists this acts on; nil for the signed-in profile's own.
    private var owner: String?

    /// Creates the service; `profiles` says who is signed in, `titles` what an id names,
    /// `library` what rule-based lists are made from, `sharing` how a server mints a list's
    /// address (nil where none serves one), and `directory` who the other profiles are, for
    /// collaborators (nil where there are none to name).
    public init(
        profiles: any CurrentProfileProviding, repository: any ListsRepository, titles: any TitleNaming, library: any TitleLibrary,
        sharing: ListSharing? = nil, directory: (any ProfileDirectory)? = nil
    ) {
        self.profiles = profiles
        self.repository = repository
        self.titles = titles
        self.library = library
        self.sharing = sharing
        self.directory = directory
    }

    public func of(_ owner: String) -> any ListsService {
        var acting = self
        let owner = owner.trimmingCharacters(in: .whitespaces)
        acting.owner = owner.isEmpty ? nil : owner
        return acting
    }

    public func collaborators(of list: String) async throws -> [ListCollaborator] {
        let grants = try await repository.collaborators(on: try ListText.name(list), for: try await profile())
        var collaborators: [ListCollaborator] = []
        for grant in grants {
            // A profile deleted since is no one's collaborator.
            if let found = try await directory?.profile(id: grant.profile) { collaborators.append(ListCollaborator(name: found.name, access: grant.access)) }
        }
        return collaborators.sorted { $0.name.lowercased() < $1.name.lowercased() }
    }

    public func setCollaborator(_ name: String, access: ListAccess?, on list: String) async throws -> [ListCollaborator] {
        let (list, me) = (try ListText.name(list), try await profile())
        let wanted = name.trimmingCharacters(in: .whitespaces)
        guard let found = try await directory?.profile(named: wanted) else { throw ListsError.noSuchProfile(wanted) }
        guard found.id != me else { throw ListsError.collaboratorIsOwner }
        try await repository.setCollaborator(found.id, access: access, on: list, for: me)
        return try await collaborators(of: list)
    }

    public func listsSharedWithYou() async throws -> [CollaboratedList] {
        let me = try await signedIn()
        var shared: [CollaboratedList] = []
        for granted in try await repository.lists(grantedTo: me) {
            guard let owner = try await directory?.profile(id: granted.owner) else { continue }
            let list = try await counted([granted.list], of: granted.owner).first ?? granted.list
            shared.append(CollaboratedList(owner: owner.name, list: list, access: granted.access))
        }
        return shared.sorted { ($0.owner.lowercased(), $0.list.name.lowercased()) < ($1.owner.lowercased(), $1.list.name.lowercased()) }
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
        let profile = try await signedIn()
        // Through `of`, the owner's lists shared with this profile; one's own name is one's own.
        if let owner, try await directory?.profile(named: owner)?.id != profile {
            return try await listsSharedWithYou().filter { $0.owner.lowercased() == owner.lowercased() }.map(\.list)
        }
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
        let name = try ListText.name(list)
        let profile = try await listOwner(of: name, toChange: false)
        let rules = try await repository.rules(of: name, for: profile)
        guard !rules.isEmpty else { return try await repository.items(in: name, for: profile) }
        return RuleEvaluation.items(try RuleText.rules(rules), of: try await library.titles(of: profile))
    }

    public func add(_ titleID: String, to list: String, note: String, at position: Int?) async throws -> ListItem {
        let note = note.trimmingCharacters(in: .whitespacesAndNewlines)
        guard note.count <= ListsError.longestNote else { throw ListsError.noteTooLong(characters: note.count) }
        let (id, name) = (try ListText.titleID(titleID), try ListText.name(list))
        let profile = try await listOwner(of: name, toChange: true)
        guard let title = try await titles.title(id) else { throw ListsError.unknownTitle(id) }
        return try await repository.add(title, note: note, to: name, at: position, for: profile)
    }

    public func remove(_ titleID: String, from list: String) async throws {
        let (id, name) = (try ListText.titleID(titleID), try ListText.name(list))
        try await repository.remove(id, from: name, for: try await listOwner(of: name, toChange: true))
    }

    public func move(_ titleID: String, in list: String, to position: Int) async throws -> ListItem {
        let (id, name) = (try ListText.titleID(titleID), try ListText.name(list))
        return try await repository.move(id, in: name, to: position, for: try await listOwner(of: name, toChange: true))
    }

    /// The signed-in profile, for what only a list's owner does: ``ListsError/ownListsOnly``
    /// through ``of(_:)``, unless it names the profile itself.
    private func profile() async throws -> UUID {
        let me = try await signedIn()
        guard let owner else { return me }
        guard try await directory?.profile(named: owner)?.id == me else { throw ListsError.ownListsOnly }
        return me
    }

    /// The signed-in profile's id, or `AuthError.notLoggedIn`.
    private func signedIn() async throws -> UUID {
        guard let profile = try await profiles.currentProfile() else { throw AuthError.notLoggedIn }
        return profile.id
    }

    /// The profile whose list `list` this acts on, once its owner lets the signed-in profile
    /// read it, or change it when `toChange`.
    private func listOwner(of list: String, toChange: Bool) async throws -> UUID {
        let me = try await signedIn()
        guard let owner else { return me }
        let found = try await directory?.profile(named: owner)
        if found?.id == me { return me }
        guard let found, let access = try await repository.access(of: me, to: list, of: found.id) else {
            throw ListsError.notSharedWithYou(list: list, owner: owner)
        }
        guard !toChange || access == .edit else { throw ListsError.readOnly(list: list, owner: found.name) }
        return found.id
    }
}
