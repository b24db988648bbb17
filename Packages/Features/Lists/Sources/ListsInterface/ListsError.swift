/// Why a list operation failed. Each message says what happened; the executable running the
/// feature adds which of its commands or options to use next.
public enum ListsError: Error, Hashable, CustomStringConvertible {
    /// The list's name was empty or blank.
    case blankName
    /// The name was longer than ``ListsError/longestName`` characters.
    case nameTooLong(characters: Int)
    /// The description was longer than ``ListsError/longestDescription`` characters.
    case descriptionTooLong(characters: Int)
    /// The note was longer than ``ListsError/longestNote`` characters.
    case noteTooLong(characters: Int)
    /// The profile already has a list of that name.
    case nameTaken(String)
    /// The profile has no list of that name.
    case noSuchList(String)
    /// The text is neither an IMDb id (`tt` and 7 to 10 digits) nor a film catalog's id (`offline:1`).
    case notATitleID(String)
    /// No catalog has a film or a series with that IMDb id.
    case unknownTitle(String)
    /// The title is on the list already.
    case alreadyOnList(titleID: String, list: String)
    /// The title is not on the list.
    case notOnList(titleID: String, list: String)
    /// A place past the list's end, or before its start.
    case noSuchPosition(Int, count: Int)
    /// The list is at ``ListsError/mostItems`` titles.
    case listFull(String)
    /// Sharing needs a server to answer the address, and this runs without one.
    case sharingNeedsServer
    /// A public page's path is not 3 to 30 lower-case letters, digits and `-`.
    case notAPagePath(String)
    /// Another profile's public page is at that path.
    case pathTaken(String)
    /// A rule names a field that rules do not read (``ListRule/Field``).
    case unknownRuleField(String)
    /// A rule is not `FIELD OP VALUE`, or its value does not suit its field; the second text
    /// says what would.
    case badRule(String, String)
    /// More than ``ListRule/mostRules`` rules.
    case tooManyRules(Int)
    /// The list is made by its rules, so no title is put on, moved or taken off by hand.
    case listHasRules(String)
    /// The list holds titles put there by hand, so it cannot take rules.
    case listHasTitles(String)
    /// No profile of this server has the name.
    case noSuchProfile(String)
    /// A profile named itself as a collaborator on its own list.
    case collaboratorIsOwner
    /// The profile named `owner` has no list `list` that it lets this profile read; said
    /// alike for a list, or a profile, that does not exist, so names cannot be probed.
    case notSharedWithYou(list: String, owner: String)
    /// The list's owner lets this profile read it, not change it.
    case readOnly(list: String, owner: String)
    /// What only a list's owner does (make, delete, rules, addresses, the page, collaborators)
    /// was asked of another profile's list.
    case ownListsOnly

    /// The most characters a list's name may have.
    public static let longestName = 100
    /// The most characters a list's description may have.
    public static let longestDescription = 2_000
    /// The most characters an item's note may have.
    public static let longestNote = 1_000
    /// The most titles one list may hold.
    public static let mostItems = 10_000

    public var description: String {
        switch self {
        case .blankName: "the list's name is empty; give a few words"
        case .nameTooLong(let characters): "the name has \(characters) characters; \(Self.longestName) at most"
        case .descriptionTooLong(let characters): "the description has \(characters) characters; \(Self.longestDescription) at most"
        case .noteTooLong(let characters): "the note has \(characters) characters; \(Self.longestNote) at most"
        case .nameTaken(let name): "there is a list named \"\(name)\" already"
        case .noSuchList(let name): "there is no list named \"\(name)\""
        case .notATitleID(let text): "\"\(text)\" is not an IMDb id such as tt0068646, nor a catalog's id such as offline:1"
        case .unknownTitle(let titleID): "no film or series in the catalogs has the id \(titleID)"
        case .alreadyOnList(let titleID, let list): "\(titleID) is on \"\(list)\" already"
        case .notOnList(let titleID, let list): "\(titleID) is not on \"\(list)\""
        case .noSuchPosition(let position, let count):
            count == 0 ? "the list is empty; there is no place \(position)" : "there is no place \(position); the list has places 1 to \(count)"
        case .listFull(let name): "\"\(name)\" holds \(Self.mostItems) titles, the most a list may"
        case .sharingNeedsServer: "a list's address is served by watchlist-server, and this keeps lists on this machine"
        case .notAPagePath(let text):
            "\"\(text)\" is not a page's path: give \(PublicPage.pathLength.lowerBound) to \(PublicPage.pathLength.upperBound) lower-case letters, digits and -, such as film-club"
        case .pathTaken(let path): "another profile's public page is at /people/\(path); choose another path"
        case .unknownRuleField(let field):
            "\"\(field)\" is not something a rule reads; rules read \(ListRule.Field.allCases.map(\.rawValue).joined(separator: ", "))"
        case .badRule(let text, let advice): "\"\(text)\" is not a rule: \(advice)"
        case .tooManyRules(let count): "\(count) rules; a list may have \(ListRule.mostRules) at most"
        case .listHasRules(let name): "\"\(name)\" is made by its rules: its titles are not put on, moved or taken off by hand"
        case .listHasTitles(let name): "\"\(name)\" holds titles put on by hand; give rules to a new list, or to this one once it is empty"
        case .noSuchProfile(let name): "no profile is named \"\(name)\""
        case .collaboratorIsOwner: "the list is yours already; name another profile"
        case .notSharedWithYou(let list, let owner): "\(owner) shares no list named \"\(list)\" with you"
        case .readOnly(let list, let owner): "\(owner) lets you read \"\(list)\", not change it"
        case .ownListsOnly: "only a list's owner makes, deletes or shares it, or changes its rules or its collaborators"
        }
    }
}
