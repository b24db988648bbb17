import ArgumentParser
import Injection
import ListsInterface
import TerminalUI
import TerminalUIInterface

/// `collaborators <name> [<profile> --read|--edit|--remove]`: who may read or edit a list.
public struct ListsCollaboratorsCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "collaborators",
        abstract: "Let other profiles read or edit one of your lists, or show who may.",
        discussion: """
        A collaborator reads the list with `lists show NAME --of YOU`; one who may edit also \
        puts titles on it, moves them and takes them off (`lists add NAME ID --of YOU`). \
        Only you make, delete or share the list, or change its rules and collaborators. The \
        lists others share with you: `lists shared`.
        """
    )

    /// What the named profile may do from now on.
    enum Access: String, EnumerableFlag {
        case read, edit, remove

        static func help(for value: Access) -> ArgumentHelp? {
            switch value {
            case .read: "Let the profile read the list, its notes included."
            case .edit: "Let it also put titles on, move them and take them off."
            case .remove: "The profile no longer reads or edits the list."
            }
        }
    }

    @Argument(help: "The list's name.")
    var name: String

    @Argument(help: "Another profile, by the name it logs in with.")
    var profile: String?

    @Flag(help: "With a profile: what it may do.")
    var access: Access?

    @Flag(help: "Print JSON: an array of {name, access}.")
    var json = false

    @Injected var service: any ListsService
    @Injected var terminal: any Terminal

    public init() {}

    public func validate() throws {
        if profile != nil, access == nil { throw ValidationError("Say what the profile may do: --read, --edit or --remove.") }
        if profile == nil, access != nil { throw ValidationError("Name the profile that --\(access?.rawValue ?? "read") is for.") }
    }

    public func run() async throws {
        let collaborators: [ListCollaborator]
        if let profile, let access {
            collaborators = try await service.setCollaborator(profile, access: access == .remove ? nil : ListAccess(rawValue: access.rawValue), on: name)
        } else {
            collaborators = try await service.collaborators(of: name)
        }
        if json {
            terminal.writeLine(try ListsJSON.string(collaborators))
        } else if collaborators.isEmpty {
            terminal.writeLine("Only you read \"\(name)\". Let someone read it with `lists collaborators \"\(name)\" NAME --read`.")
        } else {
            terminal.write(TextTable(
                columns: [.init("Profile"), .init("May")],
                rows: collaborators.map { [$0.name, $0.access == .edit ? "read and edit" : "read"] }
            ).render(style: terminal.style))
        }
    }
}

/// `shared`: the lists other profiles let this one read or edit.
public struct ListsSharedCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "shared", abstract: "Show the lists other profiles let you read or edit; use them with --of."
    )

    @Flag(help: "Print JSON: an array of {owner, list: {name, description, count, rules}, access}.")
    var json = false

    @Injected var service: any ListsService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let shared = try await service.listsSharedWithYou()
        if json {
            terminal.writeLine(try ListsJSON.string(shared))
        } else if shared.isEmpty {
            terminal.writeLine("No one shares a list with you yet.")
        } else {
            terminal.write(SharedListsTable.render(shared, style: terminal.style))
            terminal.writeLine("Read one with `lists show NAME --of OWNER`.")
        }
    }
}

/// The table of the lists shared with a profile, which `shared` and `all` print.
enum SharedListsTable {
    static func render(_ shared: [CollaboratedList], style: TextStyle) -> String {
        TextTable(
            columns: [.init("Owner"), .init("Name"), .init("Titles", alignment: .right), .init("You may")],
            rows: shared.map { [$0.owner, $0.list.name, String($0.list.count), $0.access == .edit ? "read and edit" : "read"] }
        ).render(style: style)
    }
}
