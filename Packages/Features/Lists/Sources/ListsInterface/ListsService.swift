/// What the commands, the screen, the web page and other features use: the signed-in
/// profile's lists. Lists are named by their name, letter case aside. Each method throws
/// `AuthError.notLoggedIn` when no one is signed in, and ``ListsError`` for what the person
/// must correct.
public protocol ListsService: Sendable {
    /// Every list of the profile, by name.
    func lists() async throws -> [TitleList]
    /// Makes a list; the name and description are trimmed. With `rules` (``ListRule``'s text
    /// form, such as `genre=Drama`), its titles are the profile's that meet them all, from then
    /// on; without, it starts empty and the person fills it. - Throws:
    /// ``ListsError/unknownRuleField(_:)``, ``ListsError/badRule(_:_:)``, ``ListsError/tooManyRules(_:)``.
    func create(_ name: String, description: String, rules: [String]) async throws -> TitleList
    /// Gives the list new rules, or none (it is then an empty list kept by hand). - Throws:
    /// ``ListsError/listHasTitles(_:)`` for a list with titles put on by hand, and what
    /// ``create(_:description:rules:)`` throws for the rules.
    func setRules(_ rules: [String], of list: String) async throws -> TitleList
    /// Deletes the list and its items.
    func delete(_ list: String) async throws
    /// The list's titles, in its order; a rule-based list's, by title, as they are now.
    func items(in list: String) async throws -> [ListItem]
    /// Puts the title on the list, at `position` (from 1; the end when nil), with a note.
    /// Adding, moving and taking off throw ``ListsError/listHasRules(_:)`` on a rule-based list.
    func add(_ titleID: String, to list: String, note: String, at position: Int?) async throws -> ListItem
    /// Takes the title off the list; those after it move up.
    func remove(_ titleID: String, from list: String) async throws
    /// Moves the title to `position` on its list; those between move by one.
    func move(_ titleID: String, in list: String, to position: Int) async throws -> ListItem
    /// Makes the list readable at a new secret address (see ``ListShare``); an address made
    /// before stops answering. - Throws: ``ListsError/sharingNeedsServer`` where no server serves it.
    func share(_ list: String) async throws -> ListShare
    /// Stops the list's address answering; nothing happens when it has none.
    func unshare(_ list: String) async throws
    /// The profile's public page, or nil while it has none.
    func publicPage() async throws -> PublicPage?
    /// Opens the profile's public page at `path` (see ``PublicPage/path``), or moves it there;
    /// it shows the lists marked with ``show(_:onPage:)``. - Throws: ``ListsError/pathTaken(_:)``,
    /// ``ListsError/notAPagePath(_:)``, ``ListsError/sharingNeedsServer`` where no server serves it.
    func openPage(at path: String) async throws -> PublicPage
    /// Closes the public page: its addresses answer 404, as for a page never opened. The lists
    /// it showed stay marked for when it opens again.
    func closePage() async throws
    /// Shows the list on the profile's public page, or stops showing it.
    func show(_ list: String, onPage shown: Bool) async throws
    /// The profiles the list's owner lets read or edit it, by name.
    func collaborators(of list: String) async throws -> [ListCollaborator]
    /// Lets the profile named `name` read or edit the list, or (`access` nil) no longer; the
    /// list's collaborators after. - Throws: ``ListsError/noSuchProfile(_:)``,
    /// ``ListsError/collaboratorIsOwner``.
    func setCollaborator(_ name: String, access: ListAccess?, on list: String) async throws -> [ListCollaborator]
    /// The lists other profiles let this one read or edit, by owner and name.
    func listsSharedWithYou() async throws -> [CollaboratedList]
    /// The same service acting on the lists of the profile named `owner` that it lets this one
    /// read (``items(in:)``) or edit (``add(_:to:note:at:)``, ``move(_:in:to:)``,
    /// ``remove(_:from:)``); its ``lists()`` are those. Everything else throws
    /// ``ListsError/ownListsOnly``. - Throws: ``ListsError/notSharedWithYou(list:owner:)``
    /// for a list it does not share, ``ListsError/readOnly(list:owner:)`` for a change to one
    /// it lets this profile read only.
    func of(_ owner: String) -> any ListsService
}

extension ListsService {
    /// Makes an empty list kept by hand.
    public func create(_ name: String, description: String) async throws -> TitleList {
        try await create(name, description: description, rules: [])
    }
}
