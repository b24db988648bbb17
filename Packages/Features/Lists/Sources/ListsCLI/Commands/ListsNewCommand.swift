import ArgumentParser
import Injection
import ListsInterface
import TerminalUI
import TerminalUIInterface

/// `new <name>`: makes an empty list, or one made by its rules.
public struct ListsNewCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "new", abstract: "Make a list: empty, or made by rules.",
        discussion: """
        With --rule, the list is the titles you keep (on your watchlist or watched) that meet \
        every rule, kept up to date as you watch and rate; see `rules --help` for what a rule \
        reads.

        Examples:
          new "Date night" --description "For Fridays"
          new "Unwatched dramas" --rule genre=Drama --rule watched=no
        """
    )

    @Argument(help: "Its name, unique among your lists (letter case aside).")
    var name: String

    @Option(help: "What the list is for.")
    var description = ""

    @Option(name: .customLong("rule"), help: ArgumentHelp("A rule, such as genre=Drama or year>=1990; repeat for more.", valueName: "rule"))
    var rules: [String] = []

    @Injected var service: any ListsService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let list = try await service.create(name, description: description, rules: rules)
        terminal.writeLine(list.isRuleBased ? "Made the list \"\(list.name)\" by \(RulesText.count(list)): \(RulesText.meeting(list.count)) them now." : "Made the list \"\(list.name)\".")
    }
}
