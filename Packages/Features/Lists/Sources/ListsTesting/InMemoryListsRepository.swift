import Foundation
import ListsInterface
import ListsPorts
import Synchronization

/// A ``ListsRepository`` in memory, for tests and the dev app.
public final class InMemoryListsRepository: ListsRepository {
    /// The profile that `init(lists:)`'s lists belong to: the fixture profile's id, as
    /// AuthTesting's `Profile.fixture` has it.
    public static let fixtureProfile = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))

    private struct Stored {
        var name: String
        var description: String
        var items: [(title: ListedTitle, note: String)]
        var share: String?
        var onPage = false
        var rules: [String] = []
        var collaborators: [UUID: ListAccess] = [:]
    }

    private let stored: Mutex<[UUID: [Stored]]>
    /// Each profile's public page's path.
    private let pages = Mutex<[UUID: String]>([:])

    /// Creates a repository holding `lists` for ``fixtureProfile``: each name with its titles, in
    /// order, named by `titles` (every id a film, when not given).
    public init(lists: [(name: String, titleIDs: [String])] = [], titles: FixtureTitles = .everyID) {
        stored = Mutex([Self.fixtureProfile: lists.map { list in
            Stored(name: list.name, description: "", items: list.titleIDs.compactMap { titles.title($0) }.map { ($0, "") }, share: nil)
        }])
    }

    public func lists(for profile: UUID) -> [TitleList] {
        stored.withLock { ($0[profile] ?? []).map(Self.list).sorted { $0.name.lowercased() < $1.name.lowercased() } }
    }

    public func create(_ name: String, description: String, rules: [String], for profile: UUID) throws -> TitleList {
        try stored.withLock { stored in
            guard !(stored[profile] ?? []).contains(where: { $0.name.lowercased() == name.lowercased() }) else { throw ListsError.nameTaken(name) }
            stored[profile, default: []].append(Stored(name: name, description: description, items: [], share: nil, rules: rules))
            return TitleList(name: name, description: description, count: 0, rules: rules)
        }
    }

    public func setRules(_ rules: [String], of list: String, for profile: UUID) throws -> TitleList {
        try stored.withLock { stored in
            let index = try Self.index(of: list, in: stored[profile] ?? [])
            guard let kept = stored[profile]?[index] else { throw ListsError.noSuchList(list) }
            guard rules.isEmpty || kept.items.isEmpty else { throw ListsError.listHasTitles(kept.name) }
            stored[profile]?[index].rules = rules
            return TitleList(name: kept.name, description: kept.description, count: kept.items.count, rules: rules)
        }
    }

    public func rules(of list: String, for profile: UUID) throws -> [String] {
        try stored.withLock { stored in
            let lists = stored[profile] ?? []
            return lists[try Self.index(of: list, in: lists)].rules
        }
    }

    public func delete(_ list: String, for profile: UUID) throws {
        try stored.withLock { stored in
            let index = try Self.index(of: list, in: stored[profile] ?? [])
            stored[profile]?.remove(at: index)
        }
    }

    public func items(in list: String, for profile: UUID) throws -> [ListItem] {
        try stored.withLock { stored in
            let lists = stored[profile] ?? []
            return Self.items(lists[try Self.index(of: list, in: lists)])
        }
    }

    public func add(_ title: ListedTitle, note: String, to list: String, at position: Int?, for profile: UUID) throws -> ListItem {
        let titleID = title.titleID
        return try stored.withLock { stored in
            var lists = stored[profile] ?? []
            let index = try Self.handKept(list, in: lists)
            var items = lists[index].items
            guard !items.contains(where: { $0.title.titleID == titleID }) else { throw ListsError.alreadyOnList(titleID: titleID, list: lists[index].name) }
            guard items.count < ListsError.mostItems else { throw ListsError.listFull(lists[index].name) }
            let place = position ?? items.count + 1
            guard (1...items.count + 1).contains(place) else { throw ListsError.noSuchPosition(place, count: items.count) }
            items.insert((title, note), at: place - 1)
            lists[index].items = items
            stored[profile] = lists
            return ListItem(position: place, title, note: note)
        }
    }

    public func remove(_ titleID: String, from list: String, for profile: UUID) throws {
        try stored.withLock { stored in
            var lists = stored[profile] ?? []
            let index = try Self.handKept(list, in: lists)
            guard let at = lists[index].items.firstIndex(where: { $0.title.titleID == titleID }) else {
                throw ListsError.notOnList(titleID: titleID, list: lists[index].name)
            }
            lists[index].items.remove(at: at)
            stored[profile] = lists
        }
    }

    public func move(_ titleID: String, in list: String, to position: Int, for profile: UUID) throws -> ListItem {
        try stored.withLock { stored in
            var lists = stored[profile] ?? []
            let index = try Self.handKept(list, in: lists)
            var items = lists[index].items
            guard let from = items.firstIndex(where: { $0.title.titleID == titleID }) else { throw ListsError.notOnList(titleID: titleID, list: lists[index].name) }
            guard (1...items.count).contains(position) else { throw ListsError.noSuchPosition(position, count: items.count) }
            let item = items.remove(at: from)
            items.insert(item, at: position - 1)
            lists[index].items = items
            stored[profile] = lists
            return ListItem(position: position, item.title, note: item.note)
        }
    }

    public func share(_ list: String, digest: String, for profile: UUID) throws {
        try stored.withLock { stored in
            let index = try Self.index(of: list, in: stored[profile] ?? [])
            stored[profile]?[index].share = digest
        }
    }

    public func unshare(_ list: String, for profile: UUID) throws {
        try stored.withLock { stored in
            let index = try Self.index(of: list, in: stored[profile] ?? [])
            stored[profile]?[index].share = nil
        }
    }

    public func list(sharedAs digest: String) -> SharedList? {
        stored.withLock { stored in
            for (profile, lists) in stored {
                if let list = lists.first(where: { $0.share == digest }) { return Self.shared(list, of: profile) }
            }
            return nil
        }
    }

    public func page(for profile: UUID) -> PublicPage? {
        pages.withLock { $0[profile] }.map { page(profile, at: $0) }
    }

    public func openPage(at path: String, for profile: UUID) throws -> PublicPage {
        try pages.withLock { pages in
            guard !pages.contains(where: { $0.key != profile && $0.value == path }) else { throw ListsError.pathTaken(path) }
            pages[profile] = path
        }
        return page(profile, at: path)
    }

    public func closePage(for profile: UUID) {
        _ = pages.withLock { $0.removeValue(forKey: profile) }
    }

    public func show(_ list: String, onPage shown: Bool, for profile: UUID) throws {
        try stored.withLock { stored in
            let index = try Self.index(of: list, in: stored[profile] ?? [])
            stored[profile]?[index].onPage = shown
        }
    }

    public func page(at path: String) -> PublicPage? {
        pages.withLock { $0.first { $0.value == path }?.key }.map { page($0, at: path) }
    }

    public func list(onPage path: String, named name: String) -> SharedList? {
        guard let profile = pages.withLock({ $0.first { $0.value == path }?.key }) else { return nil }
        return stored.withLock { stored in
            (stored[profile] ?? []).first { $0.onPage && $0.name.lowercased() == name.lowercased() }.map { Self.shared($0, of: profile) }
        }
    }

    private func page(_ profile: UUID, at path: String) -> PublicPage {
        PublicPage(path: path, lists: lists(for: profile).filter { list in
            stored.withLock { ($0[profile] ?? []).contains { $0.onPage && $0.name == list.name } }
        })
    }

    private static func index(of name: String, in lists: [Stored]) throws -> Int {
        guard let index = lists.firstIndex(where: { $0.name.lowercased() == name.lowercased() }) else { throw ListsError.noSuchList(name) }
        return index
    }

    /// The index of the list named `name`, which must be kept by hand.
    private static func handKept(_ name: String, in lists: [Stored]) throws -> Int {
        let index = try index(of: name, in: lists)
        guard lists[index].rules.isEmpty else { throw ListsError.listHasRules(lists[index].name) }
        return index
    }

    private static func list(_ stored: Stored) -> TitleList {
        TitleList(name: stored.name, description: stored.description, count: stored.items.count, rules: stored.rules)
    }

    private static func shared(_ stored: Stored, of profile: UUID) -> SharedList {
        SharedList(name: stored.name, description: stored.description, items: items(stored), rules: stored.rules, owner: profile)
    }

    private static func items(_ stored: Stored) -> [ListItem] {
        stored.items.enumerated().map { ListItem(position: $0.offset + 1, $0.element.title, note: $0.element.note) }
    }

    public func setCollaborator(_ collaborator: UUID, access: ListAccess?, on list: String, for owner: UUID) throws {
        try stored.withLock { stored in
            let index = try Self.index(of: list, in: stored[owner] ?? [])
            stored[owner]?[index].collaborators[collaborator] = access
        }
    }

    public func collaborators(on list: String, for owner: UUID) throws -> [ListGrant] {
        try stored.withLock { stored in
            let lists = stored[owner] ?? []
            return lists[try Self.index(of: list, in: lists)].collaborators.map { ListGrant(profile: $0.key, access: $0.value) }
                .sorted { $0.profile.uuidString < $1.profile.uuidString }
        }
    }

    public func lists(grantedTo profile: UUID) -> [GrantedList] {
        stored.withLock { stored in
            stored.flatMap { owner, lists in
                lists.compactMap { list in list.collaborators[profile].map { GrantedList(owner: owner, list: Self.list(list), access: $0) } }
            }
        }
    }

    public func access(of profile: UUID, to list: String, of owner: UUID) -> ListAccess? {
        stored.withLock { stored in
            (stored[owner] ?? []).first { $0.name.lowercased() == list.lowercased() }?.collaborators[profile]
        }
    }
}
