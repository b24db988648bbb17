import AuthInterface
import Foundation
import ListsInterface
import ReadCache

/// A profile's ``ListsService`` that, after each change (made or refused), forgets in the
/// server's read cache what the change may have made stale: the profile's public answers, and
/// where the public addresses lead (``PublicAnswers``). Reads pass through. A collaborator's
/// change to another profile's list forgets that profile's answers.
public struct ForgettingListsService: ListsService {
    private let lists: any ListsService
    /// The profile whose answers a change makes stale; nil when there is no such profile.
    private let owner: @Sendable () async -> UUID?
    private let cache: ReadCache
    private let directory: (any ProfileDirectory)?

    /// `lists`, the lists of the profile `profile`, forgetting in `cache`; `directory` finds
    /// the owners of the lists changed through ``of(_:)``.
    public init(_ lists: any ListsService, of profile: UUID, in cache: ReadCache, directory: (any ProfileDirectory)? = nil) {
        self.init(lists, in: cache, directory: directory) { profile }
    }

    private init(_ lists: any ListsService, in cache: ReadCache, directory: (any ProfileDirectory)?, owner: @escaping @Sendable () async -> UUID?) {
        self.lists = lists
        self.owner = owner
        self.cache = cache
        self.directory = directory
    }

    public func of(_ owner: String) -> any ListsService {
        ForgettingListsService(lists.of(owner), in: cache, directory: directory) { [directory] in
            try? await directory?.profile(named: owner)?.id
        }
    }

    public func collaborators(of list: String) async throws -> [ListCollaborator] { try await lists.collaborators(of: list) }
    public func listsSharedWithYou() async throws -> [CollaboratedList] { try await lists.listsSharedWithYou() }

    /// Public answers never show collaborators, so nothing is forgotten.
    public func setCollaborator(_ name: String, access: ListAccess?, on list: String) async throws -> [ListCollaborator] {
        try await lists.setCollaborator(name, access: access, on: list)
    }

    public func lists() async throws -> [TitleList] { try await lists.lists() }
    public func items(in list: String) async throws -> [ListItem] { try await lists.items(in: list) }
    public func publicPage() async throws -> PublicPage? { try await lists.publicPage() }

    public func create(_ name: String, description: String, rules: [String]) async throws -> TitleList {
        try await forgetting { try await lists.create(name, description: description, rules: rules) }
    }

    public func setRules(_ rules: [String], of list: String) async throws -> TitleList {
        try await forgetting { try await lists.setRules(rules, of: list) }
    }

    public func delete(_ list: String) async throws {
        try await forgetting { try await lists.delete(list) }
    }

    public func add(_ titleID: String, to list: String, note: String, at position: Int?) async throws -> ListItem {
        try await forgetting { try await lists.add(titleID, to: list, note: note, at: position) }
    }

    public func remove(_ titleID: String, from list: String) async throws {
        try await forgetting { try await lists.remove(titleID, from: list) }
    }

    public func move(_ titleID: String, in list: String, to position: Int) async throws -> ListItem {
        try await forgetting { try await lists.move(titleID, in: list, to: position) }
    }

    public func share(_ list: String) async throws -> ListShare {
        try await forgetting { try await lists.share(list) }
    }

    public func unshare(_ list: String) async throws {
        try await forgetting { try await lists.unshare(list) }
    }

    public func openPage(at path: String) async throws -> PublicPage {
        try await forgetting { try await lists.openPage(at: path) }
    }

    public func closePage() async throws {
        try await forgetting { try await lists.closePage() }
    }

    public func show(_ list: String, onPage shown: Bool) async throws {
        try await forgetting { try await lists.show(list, onPage: shown) }
    }

    /// Runs the change `body`, then forgets what it may have made stale, however it ended.
    private func forgetting<Value>(_ body: () async throws -> Value) async throws -> Value {
        do {
            let value = try await body()
            await forget()
            return value
        } catch {
            await forget()
            throw error
        }
    }

    private func forget() async {
        guard let profile = await owner() else { return }
        for invalidation in PublicAnswers.forgetting(profile) { await cache.invalidate(invalidation) }
    }
}
