import ArgumentParser
import AuthInterface
import CommandInjection
import Injection
import TerminalUI
import TerminalUIInterface
import WatchlistInterface

/// `stats [--year YYYY] [--json]`.
public struct StatsCommand<Kinds: KindOptions>: AsyncParsableCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "stats",
            abstract: "Sum up your history: films, viewings per year and month, ratings, directors and genres\(Kinds.abstract).",
            discussion: """
            Directors and genres come from the details stored when a film was added or looked at, \
            so no catalog is asked.\(Kinds.discussion.isEmpty ? "" : " " + Kinds.discussion)

            Examples:
              stats
              stats --year 2025
              stats --json | jq .averageRating
            """
        )
    }

    @Option(help: ArgumentHelp("Only the viewings of this year.", valueName: "YYYY"))
    var year: Int?

    @Flag(help: "Print the figures as one JSON object.")
    var json = false

    /// What other kinds of titles add to its help.
    @OptionGroup var kinds: Kinds

    @Injected var watchlist: any WatchlistService
    @Injected var insights: any WatchlistInsights
    @Injected var authScreens: any AuthScreenBuildable
    @Injected var terminal: any Terminal
    @Injected var others: Contributions<any OtherTitleTracking>

    public init() {}

    public func validate() throws {
        if let year, !(1874...9999).contains(year) {
            throw ValidationError("--year must be a year such as 2025, not \(year).")
        }
    }

    public func run() async throws {
        try await SignInGate(service: watchlist, authScreens: authScreens, terminal: terminal).requireProfile()
        let statistics = try await insights.statistics(year: year)
        var tallies: [OtherViewingTally] = []
        for provider in others.all {
            tallies.append(OtherViewingTally(try await provider.history(), year: year, names: provider.tallyNames))
        }
        terminal.write(json ? try StatisticsOutput.json(statistics, others: tallies) : StatisticsOutput.text(statistics, others: tallies))
    }
}
