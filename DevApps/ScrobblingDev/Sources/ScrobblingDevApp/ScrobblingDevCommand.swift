import ArgumentParser
import CommandInjection
import Injection
import Foundation
import Scrobbling
import ScrobblingInterface
import TerminalUIInterface

/// The dev app's command: the Scrobbling feature's event readers, alone.
struct ScrobblingDevCommand: AsyncParsableCommand, CarriesWiring {
    static let configuration = CommandConfiguration(
        commandName: "scrobbling-dev",
        abstract: "Run the Scrobbling feature's event readers alone, on files.",
        discussion: """
        Reads media servers' webhook bodies as watchlist-server does, and prints what each \
        says: a playback to record (with the film's title, year and ids, or the episode's show, numbers and ids), or why it is ignored, \
        or why it cannot be read. Nothing is stored; a reader's edit loop is this app's build.

        The wiring option --received-at is accepted anywhere on the command line.

        Examples:
          scrobbling-dev read jellyfin Packages/Features/Scrobbling/Fixtures/jellyfin-playback-stop.json
          scrobbling-dev read plex Packages/Features/Scrobbling/Fixtures/plex-scrobble.multipart
        """,
        subcommands: ScrobblingDevWiring.wiring([ReadEventsCommand.self])
    )

    @OptionGroup(title: "Wiring options") var wiring: ScrobblingDevWiring
}

/// `read SERVER FILE...`.
struct ReadEventsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "read", abstract: "Print what each webhook body says.")

    @Argument(help: "jellyfin, plex, emby or generic.")
    var server: MediaServer

    @Argument(help: "Bodies: JSON documents, or a multipart form with a payload part (Plex's).")
    var files: [String]

    @Injected var clock: EventClock
    @Injected var terminal: any Terminal

    func run() async throws {
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { throw ScrobblingDevError.unreadableFile(file) }
            let text: String
            do {
                text = switch try EventReader.read(FormPayload.document(in: Array(data)), from: server, receivedAt: clock.receivedAt) {
                case .playback(let playback, let user):
                    "playback: \(playback.film.title) (\(playback.film.year.map(String.init) ?? "no year")), imdb \(playback.film.imdbID ?? "-"), "
                        + "tmdb \(playback.film.tmdbID ?? "-"), at \(playback.playedAt.formatted(.iso8601)), rating \(playback.rating.map(String.init) ?? "-"), "
                        + "event \(playback.eventID ?? "-"), user \(user ?? "-")"
                case .episode(let playback, let user):
                    "episode: \(playback.episode.description), at \(playback.playedAt.formatted(.iso8601)), "
                        + "rating \(playback.rating.map(String.init) ?? "-"), event \(playback.eventID ?? "-"), user \(user ?? "-")"
                case .position(let position, let user):
                    "position: \(Self.name(of: position.item)), \(position.description), user \(user ?? "-")"
                case .ignored(let reason, let user): "ignored: \(reason) (user \(user ?? "-"))"
                }
            } catch {
                text = "unreadable: \(error)"
            }
            terminal.writeLine("\(file): \(text)")
        }
    }

    private static func name(of item: MediaServerPosition.Item) -> String {
        switch item {
        case .film(let film): "\(film.title) (\(film.year.map(String.init) ?? "no year")), imdb \(film.imdbID ?? "-")"
        case .episode(let episode): episode.description
        }
    }
}

/// The JSON of a multipart form's `payload` part, or the bytes as they are: enough for the
/// fixtures; the server reads forms with its own parser.
enum FormPayload {
    static func document(in bytes: [UInt8]) -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.hasPrefix("--"), let firstLine = text.split(separator: "\r\n", maxSplits: 1).first else { return bytes }
        for part in text.components(separatedBy: String(firstLine)) where part.contains("name=\"payload\"") {
            guard let start = part.range(of: "\r\n\r\n") else { continue }
            return Array(part[start.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines).utf8)
        }
        return bytes
    }
}

/// What `scrobbling-dev` cannot do.
enum ScrobblingDevError: Error, CustomStringConvertible {
    case unreadableFile(String)
    case invalidTime(String)

    var description: String {
        switch self {
        case .unreadableFile(let path): "cannot read \(path)"
        case .invalidTime(let text): "--received-at must be a time in ISO 8601, such as 2026-11-20T21:30:00Z, not \(text)"
        }
    }
}
