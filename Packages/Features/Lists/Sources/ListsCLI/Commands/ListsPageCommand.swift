import ArgumentParser
import Injection
import ListsInterface
import TerminalUI
import TerminalUIInterface

/// `page`: the profile's public page; with `--open PATH` opens or moves it, with `--close`
/// closes it.
public struct ListsPageCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "page",
        abstract: "Show, open or close your public page of lists.",
        discussion: """
        A public page is read by anyone, without an account, at /people/PATH on the server: \
        the lists you show on it with `publish`, their descriptions and titles. Nothing else \
        of yours is on it: not your name, not your other lists, not your notes, not what you \
        watched. A closed page answers 404 as one that never existed. The page is served by \
        watchlist-server: opening one works where a server keeps your lists.

        Examples:
          lists page --open film-club
          lists publish "Date night"
          lists page --close
        """
    )

    @Option(name: .customLong("open"), help: ArgumentHelp("Open the page at this path, or move it there: 3 to 30 letters, digits and -.", valueName: "path"))
    var path: String?

    @Flag(help: "Close the page.")
    var close = false

    @Flag(help: "Print the page as JSON: {path, lists}, path null when there is none.")
    var json = false

    @Injected var service: any ListsService
    @Injected var terminal: any Terminal

    public init() {}

    public func validate() throws {
        if path != nil && close { throw ValidationError("Give --open PATH or --close, not both.") }
    }

    public func run() async throws {
        let page: PublicPage?
        if let path {
            page = try await service.openPage(at: path)
        } else if close {
            try await service.closePage()
            page = nil
        } else {
            page = try await service.publicPage()
        }
        if json {
            terminal.writeLine(try ListsJSON.string(PageJSON(path: page?.path, lists: page?.lists ?? [])))
            return
        }
        guard let page else {
            terminal.writeLine(close ? "Your public page is closed." : "You have no public page; open one with `--open PATH`.")
            return
        }
        terminal.writeLine("Your public page is at \(page.address) on the server.")
        if page.lists.isEmpty {
            terminal.writeLine("It shows no list yet; show one with `publish NAME`.")
        } else {
            terminal.writeLine("It shows: " + page.lists.map { "\"\($0.name)\"" }.joined(separator: ", ") + ".")
        }
    }

    private struct PageJSON: Encodable {
        let path: String?
        let lists: [TitleList]

        enum CodingKeys: String, CodingKey { case path, lists }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(path, forKey: .path)
            try container.encode(lists, forKey: .lists)
        }
    }
}

/// `publish <name>`: the list is shown on the public page.
public struct ListsPublishCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "publish",
        abstract: "Show a list on your public page: its name, description and titles, never its notes."
    )

    @Argument(help: "The list's name.")
    var name: String

    @Injected var service: any ListsService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        try await service.show(name, onPage: true)
        let page = try await service.publicPage()
        terminal.writeLine(page.map { "\"\(name)\" is on your public page, \($0.address)." } ?? "\"\(name)\" will be on your public page once you open one with `page --open PATH`.")
    }
}

/// `unpublish <name>`: the list is no longer on the public page.
public struct ListsUnpublishCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "unpublish", abstract: "Take a list off your public page.")

    @Argument(help: "The list's name.")
    var name: String

    @Injected var service: any ListsService
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        try await service.show(name, onPage: false)
        terminal.writeLine("\"\(name)\" is off your public page.")
    }
}
