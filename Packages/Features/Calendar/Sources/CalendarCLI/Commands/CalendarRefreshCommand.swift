import ArgumentParser
import CalendarInterface
import Injection
import TerminalUI
import TerminalUIInterface

/// `refresh`: fetches the air dates of the followed series that are new or changed.
public struct CalendarRefreshCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "refresh",
        abstract: "Fetch the air dates of the series you follow that are new or changed at TVmaze.",
        discussion: """
        One request asks TVmaze which shows changed since the last refresh; only those, and \
        series followed since, are fetched again. TVMAZE_BASE_URL sets another address. With \
        TMDB_API_TOKEN set, a series TVmaze does not know is looked up at TMDB (TMDB_BASE_URL \
        sets its address). What was fetched before a failure is kept.
        """
    )

    @Flag(help: "Print nothing while fetching.")
    var quiet = false

    @Injected var service: any CalendarService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let display = ProgressDisplay(terminal: terminal, mode: quiet ? .quiet : terminal.isInteractive ? .bar : .lines, unit: "series")
        let summary = try await service.refresh { progress in
            display.update(stage: progress.show, fraction: Double(progress.done) / Double(max(progress.total, 1)), count: Int64(progress.done))
        }
        display.finish()
        terminal.write(CalendarOutput.summary(summary))
    }
}
