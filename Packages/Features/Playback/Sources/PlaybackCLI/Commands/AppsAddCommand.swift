import ArgumentParser
import Injection
import PlaybackInterface
import TerminalUI
import TerminalUIInterface

/// `apps add NAME --scope read,scrobble`: makes an app and prints its token, once.
public struct AppsAddCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Make an app and print its token, the only time it is shown.",
        discussion: """
        Examples:
          apps add "Kodi in the living room" --scope scrobble
          apps add "Home Assistant" --scope read
          apps add "Sync script" --scope read,write --json
        """
    )

    @Argument(help: "The app's name, unique among your apps.")
    var name: String

    @Option(name: .long, parsing: .singleValue, help: ArgumentHelp(
        "What its token may do: read, write, scrobble; a comma-separated list, or the option again.", valueName: "scopes"
    ))
    var scope: [String] = []

    @Flag(help: "Print {name, scopes, createdAt, token} as JSON.")
    var json = false

    @Injected var service: any AppsService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let issued = try await service.add(name: name, scopes: try ScopeList.parse(scope))
        if json {
            terminal.write(try JSONOutput.encode(AppsOutput.Document(issued.app, token: issued.token)))
            return
        }
        terminal.writeLine("Made \"\(issued.app.name)\" (\(AppsOutput.scopes(issued.app))). Its token, shown only now:")
        terminal.writeLine(issued.token)
    }
}
