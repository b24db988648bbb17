import ArgumentParser
import Injection
import Foundation
import JSONWriting
import ScrobblingInterface
import TerminalUIInterface

/// `hooks`: the group.
struct HooksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hooks",
        abstract: "Record viewings from Jellyfin, Plex and Emby: webhooks, their inbox, and the history they hold.",
        discussion: """
        A hook is a URL of the server to paste into a media server. A film played to the end \
        there becomes a viewing in your history, once, matched to the catalog by IMDb id, \
        TMDB id, or exact title and year; what matches nothing, or several films, waits in \
        `hooks inbox`. Nothing you entered is ever removed or changed by a hook.

        Examples:
          hooks add plex
          hooks add jellyfin --user ada
          hooks list
          hooks inbox
          hooks resolve 4 imdb:tt0068646
          hooks backfill jellyfin --url http://192.168.1.20:8096 --user ada --token-stdin
        """,
        subcommands: [
            HooksAddCommand.self, HooksListCommand.self, HooksLogCommand.self, HooksRevokeCommand.self,
            HooksInboxCommand.self, HooksResolveCommand.self, HooksDismissCommand.self, HooksBackfillCommand.self,
        ]
    )
}

/// `hooks add SERVER [--user NAME] [--address URL] [--json]`.
struct HooksAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Make a webhook and print the URL to paste into the media server.",
        discussion: """
        SERVER is jellyfin, plex, emby or generic (a small JSON document, for scripts, Kodi \
        and Tautulli; see docs/scrobbling.md). The URL holds the hook's secret and is shown \
        this once; `hooks revoke ID` ends it. With --user, only that media server user's \
        plays count: one hook a person, for a household's shared media server.
        """
    )

    @Argument(help: "jellyfin, plex, emby or generic.")
    var server: MediaServer

    @Option(help: "Count only this media server user's plays.")
    var user: String?

    @Option(help: "The address the server answers at, to print the URL with (default: the server you are logged in to, else http://127.0.0.1:8080).")
    var address: String?

    @Flag(help: "Print {id, server, user, url, template} as JSON.")
    var json = false

    @Injected var hooks: any HookManaging
    @Injected var defaultAddress: HookServerAddress
    @Injected var terminal: any Terminal

    func validate() throws {
        if let address, URL(string: address)?.scheme?.hasPrefix("http") != true {
            throw ValidationError("--address must be an http or https URL, such as http://192.168.1.10:8080")
        }
    }

    func run() async throws {
        let created = try await hooks.create(server, mediaUser: user)
        let base = address.flatMap(URL.init(string:)) ?? defaultAddress.url
        let url = created.url(on: base).absoluteString
        if json {
            terminal.write(HookJSON.created(created, url: url))
            return
        }
        terminal.writeLine("Made hook \(created.hook.id) for \(server.name)\(created.hook.mediaUser.map { ", for \($0)'s plays only" } ?? "").")
        terminal.writeLine("")
        terminal.writeLine(HookSetUp.steps(for: server, url: url))
        terminal.writeLine("")
        terminal.writeLine("The URL is shown only now. `hooks list` shows the hook's last event; `hooks revoke \(created.hook.id)` ends it.")
    }
}

extension MediaServer: ExpressibleByArgument {}
