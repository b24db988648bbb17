import ArgumentParser
import Injection
import JSONWriting
import PlaybackInterface
import TerminalUI
import TerminalUIInterface

/// `progress [--json]`: continue watching, what the players left unfinished, newest first.
public struct ProgressCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "progress",
        abstract: "Continue watching: what your players left unfinished, and where, newest first.",
        discussion: """
        Players report their playbacks to a watchlist-server with an app's token (`apps add \
        NAME --scope scrobble`; docs/players.md). A playback stopped at 80 % or later is \
        recorded watched and leaves this list; one left earlier stays, so that any player can \
        resume it.
        """
    )

    @Flag(help: "Print a JSON array of {kind, title, year, season, episode, player, position, duration, percent, state, updatedAt}.")
    var json = false

    @Injected var service: any PlaybackService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let playbacks = try await service.inProgress()
        if json {
            terminal.write(try JSONOutput.encode(playbacks.map(ProgressOutput.Document.init)))
        } else if playbacks.isEmpty {
            terminal.writeLine("Nothing in progress: a player that stops before 80 % leaves its place here.")
        } else {
            terminal.write(ProgressOutput.table(playbacks).render(style: terminal.style))
        }
    }
}

/// How `progress` prints playbacks.
enum ProgressOutput {
    struct Document: Encodable {
        let kind: String
        let title: String
        let year: Int?
        let season: Int?
        let episode: Int?
        let player: String
        let position: Double
        let duration: Double?
        let percent: Double
        let state: String
        let updatedAt: String

        init(_ playback: PlaybackProgress) {
            kind = playback.item.kind.rawValue
            title = playback.item.title
            year = playback.item.year
            season = playback.item.season
            episode = playback.item.episode
            player = playback.player
            position = playback.position
            duration = playback.duration
            percent = playback.percent
            state = playback.state.rawValue
            updatedAt = UTCTimestamp.dateTime(playback.updatedAt)
        }
    }

    static func table(_ playbacks: [PlaybackProgress]) -> TextTable {
        TextTable(
            columns: [.init("Title"), .init("Player"), .init("At", alignment: .right), .init("%", alignment: .right), .init("Updated")],
            rows: playbacks.map { playback in
                [playback.item.label, playback.player, playback.clock, String(Int(playback.percent)), UTCTimestamp.dateTime(playback.updatedAt)]
            }
        )
    }
}
