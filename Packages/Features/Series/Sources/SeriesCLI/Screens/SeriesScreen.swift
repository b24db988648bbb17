import Foundation
import SeriesInterface
import TerminalUI
import TerminalUIInterface

/// The Series feature's screen: the followed series with progress; a series' own screen on
/// choosing one, until an empty answer.
public struct SeriesScreen: Screen {
    private let service: any SeriesService

    /// Creates the screen on `service`.
    public init(service: any SeriesService) {
        self.service = service
    }

    public func run(on terminal: any Terminal) async -> ScreenExit {
        while true {
            terminal.writeLine()
            terminal.writeLine(terminal.style.bold("Series you follow"))
            do {
                let followed = try await service.followed()
                terminal.write(followed.isEmpty ? "None yet.\n" : SeriesTables.progress(followed).render(style: terminal.style))
            } catch {
                terminal.showProblem("\(error)")
            }
            guard let text = await terminal.waitForAnswer("Series to open, by id or title (empty to go back): ") else { return .quit }
            guard !text.isEmpty else { return .back }
            if await ShowScreen(service: service, reference: text).run(on: terminal) == .quit { return .quit }
        }
    }
}

/// One series: a line per season with a mark per episode, and a prompt that marks a season
/// (`S2`) or an episode (`S2E3`) watched.
struct ShowScreen: Screen {
    let service: any SeriesService
    let reference: String

    func run(on terminal: any Terminal) async -> ScreenExit {
        while true {
            do {
                let (details, viewings, rating) = try await service.show(reference)
                terminal.writeLine()
                terminal.writeLine(terminal.style.bold("\(details.series.title) (\(details.series.years))") + (rating.map { "  rated \($0.value)/10" } ?? ""))
                for season in details.seasons {
                    let marks = season.episodes.map { episode in viewings.contains { $0.isOf(episode) } ? "✓" : "·" }.joined()
                    terminal.writeLine((season.number == 0 ? "Specials " : "Season \(season.number) ") + marks)
                }
            } catch {
                terminal.showProblem("\(error)")
                return .back
            }
            guard let text = await terminal.waitForAnswer("Mark watched, as S2 or S2E3 (empty to go back): ") else { return .quit }
            guard !text.isEmpty else { return .back }
            guard let selection = Self.selection(text) else {
                terminal.showProblem("\"\(text)\" is not a season (S2) or an episode (S2E3)")
                continue
            }
            do {
                let recorded = try await service.markWatched(reference, selection, on: nil, rating: nil)
                terminal.writeLine("Marked \(recorded.count) episode\(recorded.count == 1 ? "" : "s") watched.")
            } catch {
                terminal.showProblem("\(error)")
            }
        }
    }

    /// `S2` as season 2, `S2E3` as its third episode; nil for anything else.
    static func selection(_ text: String) -> EpisodeSelection? {
        let upper = text.trimmingCharacters(in: .whitespaces).uppercased()
        guard upper.hasPrefix("S") else { return nil }
        let parts = upper.dropFirst().split(separator: "E", omittingEmptySubsequences: false)
        guard let season = parts.first.flatMap({ Int($0) }), season >= 0 else { return nil }
        switch parts.count {
        case 1: return .season(season)
        case 2: return Int(parts[1]).map { .episodes(season: season, numbers: $0...$0) }
        default: return nil
        }
    }
}
