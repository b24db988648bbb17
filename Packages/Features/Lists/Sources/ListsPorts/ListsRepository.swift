import Foundation
import ListsInterface

/// Where each profile's lists are kept: SQLite and PostgreSQL in ListsAdapters, memory in
/// ListsTesting. ListsTesting's ``ListsRepositoryContract`` says what each must do. Names
/// and ids come checked and trimmed; the repository finds a list by its name, letter case
/// aside, and keeps each list's places 1 to its count with no gap, whatever writes come at
/// once. Profiles never see each other's lists.
public protocol ListsRepository: Sendable {
    /// The profile's lists, by name.
    func lists(for profile: UUID) async throws -> [TitleList]
    /// Keeps a new, empty list, with its rules (checked, in their text form; empty for a list
    /// kept by hand). - Throws: ``ListsError/nameTaken(_:)``.
    func create(_ name: String, description: String, rules: [String], for profile: UUID) async throws -> TitleList
    /// Keeps `rules` as the list's, replacing those before. - Throws: `noSuchList`, and
    /// `listHasTitles` when rules are given to a list holding titles.
    func setRules(_ rules: [String], of list: String, for profile: UUID) async throws -> TitleList
    /// The list's rules; empty for a list kept by hand. - Throws: `noSuchList`.
    func rules(of list: String, for profile: UUID) async throws -> [String]
    /// Removes the list and its items. - Throws: ``ListsError/noSuchList(_:)``.
    func delete(_ list: String, for profile: UUID) async throws
    /// The list's items in order. - Throws: ``ListsError/noSuchList(_:)``.
    func items(in list: String, for profile: UUID) async throws -> [ListItem]
    /// Inserts the title, as named, at `position` (the end when nil), moving those from there down.
    /// - Throws: ``ListsError`` `noSuchList`, `alreadyOnList`, `noSuchPosition` (1 to count + 1), `listFull`;
    ///   `listHasRules` for a rule-based list, as `remove` and `move` do.
    func add(_ title: ListedTitle, note: String, to list: String, at position: Int?, for profile: UUID) async throws -> ListItem
    /// Removes the title, moving those after it up. - Throws: `noSuchList`, `notOnList`.
    func remove(_ titleID: String, from list: String, for profile: UUID) async throws
    /// Moves the title to `position` (1 to count). - Throws: `noSuchList`, `notOnList`, `noSuchPosition`.
    func move(_ titleID: String, in list: String, to position: Int, for profile: UUID) async throws -> ListItem
    /// Keeps `digest` as the list's only share, replacing one kept before. - Throws: `noSuchList`.
    func share(_ list: String, digest: String, for profile: UUID) async throws
    /// Forgets the list's share, if any. - Throws: `noSuchList`.
    func unshare(_ list: String, for profile: UUID) async throws
    /// The list whose share is `digest`, notes dropped, with its rules and owner; nil when none is.
    func list(sharedAs digest: String) async throws -> SharedList?
    /// The profile's public page, with the lists it shows, by name; nil when it has none.
    func page(for profile: UUID) async throws -> PublicPage?
    /// Keeps the profile's page at `path` (checked, lower-case), replacing its path before.
    /// - Throws: `pathTaken` when another profile's page is there.
    func openPage(at path: String, for profile: UUID) async throws -> PublicPage
    /// Forgets the profile's page, if any; which lists it shows is kept.
    func closePage(for profile: UUID) async throws
    /// Marks the list as shown on the profile's page, or not. - Throws: `noSuchList`.
    func show(_ list: String, onPage shown: Bool, for profile: UUID) async throws
    /// The open page at `path`, with the lists it shows; nil when none is open there.
    func page(at path: String) async throws -> PublicPage?
    /// The list named `name` shown on the open page at `path`, notes dropped; nil otherwise.
    func list(onPage path: String, named name: String) async throws -> SharedList?
    /// Lets `collaborator` read or edit the owner's list, or (`access` nil) no longer; a list
    /// deleted takes its collaborators with it. - Throws: `noSuchList`.
    func setCollaborator(_ collaborator: UUID, access: ListAccess?, on list: String, for owner: UUID) async throws
    /// The profiles the owner lets read or edit the list. - Throws: `noSuchList`.
    func collaborators(on list: String, for owner: UUID) async throws -> [ListGrant]
    /// The lists their owners let `profile` read or edit, each counted.
    func lists(grantedTo profile: UUID) async throws -> [GrantedList]
    /// What `profile` may do with the owner's list; nil when there is no such list or the owner
    /// does not share it with `profile`.
    func access(of profile: UUID, to list: String, of owner: UUID) async throws -> ListAccess?
}

extension ListsRepository {
    /// Keeps a new, empty list kept by hand. - Throws: ``ListsError/nameTaken(_:)``.
    public func create(_ name: String, description: String, for profile: UUID) async throws -> TitleList {
        try await create(name, description: description, rules: [], for: profile)
    }
}
