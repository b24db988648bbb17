import ArgumentParser
import Foundation
import Injection
import ScrobblingInterface
import TerminalUIInterface
import WatchlistInterface

/// `hooks backfill SERVER --url URL --user NAME [--token-stdin] [--dry-run] [--json]`.
struct HooksBackfillCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backfill",
        abstract: "Import what a Jellyfin, Plex or Emby user has played already, with its days.",
        discussion: """
        A hook records plays from now on; this reads the history the media server already \
        holds, through its API, and imports it as `import` does: films and episodes matched \
        by their ids, else their exact titles (and the season and episode numbers), never \
        guessed; what matches nothing is listed and written to SERVER-backfill-unmatched.csv \
        to fix and import again. Run it again at any time: what was imported is not imported \
        twice. Jellyfin and Emby keep the day each item was last played (one viewing each); \
        Plex keeps every play.

        The token is read from standard input with --token-stdin, else from \
        WATCHLIST_MEDIA_SERVER_TOKEN; never from the command line, where other users of the \
        machine could read it. Jellyfin and Emby: an API key (Dashboard → API Keys). Plex: \
        the server's X-Plex-Token.

        Examples:
          printf '%s\\n' "$KEY" | hooks backfill jellyfin --url http://192.168.1.20:8096 --user ada --token-stdin --dry-run
          WATCHLIST_MEDIA_SERVER_TOKEN=… hooks backfill plex --url http://192.168.1.20:32400 --user ada
        """
    )

    /// The environment variable the token is read from without --token-stdin.
    static let tokenVariable = "WATCHLIST_MEDIA_SERVER_TOKEN"

    /// The media servers that keep a history: every one but the generic format, so that
    /// `--help` and completions offer only these.
    enum HistoryServer: String, CaseIterable, ExpressibleByArgument {
        case jellyfin, plex, emby

        var server: MediaServer {
            switch self {
            case .jellyfin: .jellyfin
            case .plex: .plex
            case .emby: .emby
            }
        }
    }

    @Argument(help: "jellyfin, plex or emby.")
    var server: HistoryServer

    @Option(help: "The media server's address, such as http://192.168.1.20:8096.")
    var url: String

    @Option(help: "The media server user whose plays to import.")
    var user: String

    @Flag(help: "Read the token from the first line of standard input.")
    var tokenStdin = false

    @Flag(help: "Say what the import would do, and change nothing.")
    var dryRun = false

    @Flag(help: "Print the summary as JSON, as `import --json` does.")
    var json = false

    @Injected var histories: any PlayHistoryReading
    @Injected var importer: any HistoryImportRunning
    @Injected var terminal: any Terminal

    func validate() throws {
        guard let address = URL(string: url), address.scheme == "http" || address.scheme == "https", address.host != nil else {
            throw ValidationError("--url must be the media server's http or https address, such as http://192.168.1.20:8096")
        }
        guard !user.trimmingCharacters(in: .whitespaces).isEmpty else { throw ValidationError("--user must name the media server's user, such as --user ada") }
    }

    func run() async throws {
        guard let address = URL(string: url) else { throw ValidationError("--url must be the media server's http or https address") }
        let account = MediaServerAccount(server: server.server, address: address, user: user, token: try token())
        let quiet = json
        let history = try await histories.history(of: account) { done, total in
            // A line a few thousand items, and at the end: a library is read in seconds.
            guard !quiet, done == total || done % 5_000 < 500 && done >= 5_000 else { return }
            terminal.writeLine("Read \(done) of \(total) played items from \(account.server.name).")
        }
        try await importer.run(history, unmatchedBeside: "\(server.rawValue)-backfill", dryRun: dryRun, json: json, online: false)
    }

    private func token() throws -> String {
        if tokenStdin {
            guard let line = readLine(strippingNewline: true)?.trimmingCharacters(in: .whitespaces), !line.isEmpty else {
                throw ValidationError("--token-stdin found no token on standard input: pipe it in, as printf '%s\\n' \"$KEY\" | … --token-stdin")
            }
            return line
        }
        guard let token = ProcessInfo.processInfo.environment[Self.tokenVariable], !token.isEmpty else {
            throw ValidationError("Give the media server's token on standard input with --token-stdin, or in \(Self.tokenVariable).")
        }
        return token
    }
}
