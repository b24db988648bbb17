import Foundation
import ListsInterface
import ReadCache

/// A profile's ``ListsService`` that, after each change (made or refused), forgets in the
/// server's read cache what the change may have made stale: the profile's public answers, and
/// where the public addresses lead (``PublicAnswers``). Reads pass through.
public struct ForgettingListsService: ListsService {
    private let lists: any ListsService
    private let profile: UUID
    private let cache: ReadCache

    /// `lists`, the lists of the profile `profile`, forgetting in `cache`.
    public init(_ lists: any ListsService, of profile: UUID, in cache: ReadCache) {
        self.lists = lists
        self.profile = profile
        self.cache = cache
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
        for invalidation in PublicAnswers.forgetting(profile) { await cache.invalidate(invalidation) }
    }
}
