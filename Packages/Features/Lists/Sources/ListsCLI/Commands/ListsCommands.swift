import ArgumentParser

/// The Lists feature's commands, for an executable's root command to list.
public enum ListsCommands {
    /// `lists`, with the commands under it: for an app with other features' commands.
    public static let all: [any ParsableCommand.Type] = [ListsCommand.self]
    /// The commands themselves: for the feature's dev app.
    public static let items: [any ParsableCommand.Type] = [
        ListsAllCommand.self, ListsNewCommand.self, ListsRulesCommand.self, ListsShowCommand.self, ListsAddCommand.self,
        ListsMoveCommand.self, ListsRemoveCommand.self, ListsDeleteCommand.self, ListsShareCommand.self, ListsUnshareCommand.self,
        ListsCollaboratorsCommand.self, ListsSharedCommand.self,
        ListsPageCommand.self, ListsPublishCommand.self, ListsUnpublishCommand.self,
        ListsExportCommand.self, ListsImportCommand.self,
    ]
}

/// `lists`: the feature's commands under its name.
public struct ListsCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "lists",
        abstract: "Keep named lists of films and series, in your order.",
        discussion: """
        A list holds films and series by their IMDb id (a film also by its catalog's id, as \
        `search` shows it: offline:1), each once, in the order you give; a name is found \
        whatever its letter case. A list made by rules holds the titles you keep that meet \
        them, as they are now.

        Examples:
          lists new "Date night" --description "For Fridays"
          lists add "Date night" offline:1
          lists add "Date night" tt0903747 --at 1 --note "start here"
          lists move "Date night" offline:1 1
          lists show "Date night" --json
          lists new "Unwatched dramas" --rule genre=Drama --rule watched=no
          lists share "Date night"      (on a server: addresses for Radarr, feeds)
          lists page --open film-club && lists publish "Date night"   (on a server: a public page)
          lists export "Date night" -o date-night.json && lists import date-night.json --into Copy
        """,
        subcommands: ListsCommands.items,
        defaultSubcommand: ListsAllCommand.self
    )

    public init() {}
}
