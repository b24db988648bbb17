import ListsInterface

/// What to type next after an error of the Lists commands, in those commands. Every
/// executable that offers them names the command they sit under (`watchlist lists`,
/// `lists-dev`), and adds advice of its own before this; Auth advises on signing in.
public enum ListsAdvice {
    /// The advice for `error`, naming the commands as `command` runs them, or `nil`.
    public static func advice(for error: any Error, invokedAs command: String) -> String? {
        guard let error = error as? ListsError else { return nil }
        return switch error {
        case .blankName: "Give the name in quotes: `\(command) new \"Date night\"`."
        case .nameTooLong: "Name it in \(ListsError.longestName) characters or fewer."
        case .descriptionTooLong: "Say what it is for in \(ListsError.longestDescription) characters or fewer."
        case .noteTooLong: "Keep the note to \(ListsError.longestNote) characters or fewer."
        case .nameTaken(let name): "Pick another name, or add to it: `\(command) add \"\(name)\" tt0068646`."
        case .noSuchList: "See your lists' names with `\(command)`, or make one with `\(command) new NAME`."
        case .notATitleID: "Give the title's id, as `\(command) add NAME tt0068646` or `\(command) add NAME offline:1`."
        case .unknownTitle: "Check the id: the catalog's search shows each title's."
        case .alreadyOnList(let titleID, let list): "Move it instead: `\(command) move \"\(list)\" \(titleID) 1`."
        case .notOnList(_, let list): "See what is on it with `\(command) show \"\(list)\"`."
        case .noSuchPosition: "Give a place the list has, or leave out `--at` to add at the end."
        case .listFull: "Make another list with `\(command) new NAME`."
        case .sharingNeedsServer: "Share it where a watchlist-server keeps your lists: its page, its API, or this command once logged in to it."
        case .notAPagePath: "Choose a path such as `\(command) page --open film-club`."
        case .pathTaken: "Choose another path: `\(command) page --open PATH`."
        case .unknownRuleField, .badRule, .tooManyRules: "See what rules read with `\(command) rules --help`; for example `\(command) rules NAME genre=Drama year>=1990`."
        case .listHasRules(let list): "Change its rules with `\(command) rules \"\(list)\" RULE…`, or make a list kept by hand with `\(command) new NAME`."
        case .listHasTitles(let list): "Make a rule-based list with `\(command) new NAME --rule genre=Drama`, or empty \"\(list)\" first."
        case .noSuchProfile: "Check the name: it is the one the profile logs in with."
        case .collaboratorIsOwner: "Name another profile of this server."
        case .notSharedWithYou: "See the lists others share with you with `\(command) shared`."
        case .readOnly(let list, let owner): "Ask \(owner) to let you edit it: `\(command) collaborators \"\(list)\" YOUR-NAME --edit`."
        case .ownListsOnly: "Leave out `--of`: that does it to a list of your own."
        }
    }
}
