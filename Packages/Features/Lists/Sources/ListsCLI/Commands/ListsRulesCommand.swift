import ArgumentParser
import Injection
import ListsInterface
import TerminalUI
import TerminalUIInterface

/// `rules <name> [rule…]`: shows a list's rules, or gives it new ones.
public struct ListsRulesCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "rules", abstract: "Show a list's rules, or give it new ones.",
        discussion: """
        A rule-based list holds the titles you keep (on your watchlist or watched) that meet \
        every rule, in title order, and follows what you watch and rate. A rule is FIELD OP \
        VALUE:

          kind      = or != film, series
          genre     = or != a genre, letter case aside: genre=Drama
          year      = != >= <= a year: year>=1990
          runtime   = != >= <= minutes: runtime<=100
          rating    = != >= <= your rating, 1 to 10: rating>=8
          watched   = yes or no

        A title whose catalog does not know a field (no running time, no rating) does not \
        meet a rule on it. A list with titles put on by hand takes no rules; `--clear` makes \
        a rule-based list an empty one kept by hand.

        Examples:
          rules "Unwatched dramas"
          rules "Unwatched dramas" genre=Drama watched=no runtime<=120
          rules "Unwatched dramas" --clear
        """
    )

    @Argument(help: "The list's name.")
    var name: String

    @Argument(help: ArgumentHelp("Its new rules, replacing those it has.", valueName: "rule"))
    var rules: [String] = []

    @Flag(help: "Take its rules away: it becomes an empty list kept by hand.")
    var clear = false

    @Injected var service: any ListsService
    @Injected var terminal: any Terminal

    public init() {}

    public func validate() throws {
        if clear && !rules.isEmpty { throw ValidationError("Give rules or --clear, not both.") }
    }

    public func run() async throws {
        guard clear || !rules.isEmpty else {
            let lists = try await service.lists()
            guard let list = lists.first(where: { $0.name.lowercased() == name.trimmingCharacters(in: .whitespaces).lowercased() }) else {
                throw ListsError.noSuchList(name)
            }
            terminal.writeLine(list.isRuleBased
                ? "\"\(list.name)\" holds what meets \(list.rules.joined(separator: ", ")): \(RulesText.titles(list.count)) now."
                : "\"\(list.name)\" is kept by hand. Give it rules with `lists rules \"\(list.name)\" genre=Drama` while it is empty.")
            return
        }
        let list = try await service.setRules(clear ? [] : rules, of: name)
        terminal.writeLine(list.isRuleBased
            ? "\"\(list.name)\" is made by \(RulesText.count(list)): \(RulesText.meeting(list.count)) them now."
            : "\"\(list.name)\" has no rules now; it is an empty list kept by hand.")
    }
}

/// How the commands count rules and titles.
enum RulesText {
    /// `1 rule`, `2 rules`.
    static func count(_ list: TitleList) -> String {
        list.rules.count == 1 ? "1 rule" : "\(list.rules.count) rules"
    }

    /// `1 title`, `3 titles`.
    static func titles(_ count: Int) -> String {
        count == 1 ? "1 title" : "\(count) titles"
    }

    /// `1 title meets`, `3 titles meet`.
    static func meeting(_ count: Int) -> String {
        titles(count) + (count == 1 ? " meets" : " meet")
    }
}
