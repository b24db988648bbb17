import ArgumentParser
import AuthInterface
import Injection
import JSONWriting
import TerminalUI
import TerminalUIInterface
import WatchlistInterface

/// `share [NAME --read|--write] [--json]`.
public struct ShareCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "share",
        abstract: "Share your watchlist with another profile, or show your shares.",
        discussion: """
        With --read, NAME sees your list and history (`list --of YOU`); with --write, NAME can \
        also add, remove and record viewings (`add ID --of YOU`). Sharing again changes the \
        access; `unshare NAME` ends it. With no NAME, lists the shares you give and receive.

        Examples:
          share sam --read
          share sam --write
          share
          share --json
        """
    )

    @Argument(help: "The profile to share your list with.")
    var name: String?

    @Flag(help: "What NAME may do with your list.")
    var access: ShareAccess?

    @Flag(help: "With no NAME, print a JSON array of {owner, reader, access}.")
    var json = false

    @Injected var sharing: any ListSharing
    @Injected var watchlist: any WatchlistService
    @Injected var authScreens: any AuthScreenBuildable
    @Injected var terminal: any Terminal

    public init() {}

    public func validate() throws {
        if name != nil, access == nil { throw ValidationError("Say what \(name ?? "they") may do: --read or --write.") }
        if name == nil, access != nil { throw ValidationError("Name the profile to share with, for example: share sam --read") }
    }

    public func run() async throws {
        try await SignInGate(service: watchlist, authScreens: authScreens, terminal: terminal).requireProfile()
        guard let name, let access else {
            let shares = try await sharing.shares()
            if json {
                terminal.write(ShareJSON.encode(shares))
            } else if shares.isEmpty {
                terminal.writeLine("No shares. Share your list with `share NAME --read` or `share NAME --write`.")
            } else {
                let me = try await watchlist.currentProfile()?.name
                for share in shares {
                    terminal.writeLine(share.owner == me
                        ? "\(share.reader) can \(share.access.verb) your list."
                        : "You can \(share.access.verb) \(share.owner)'s list: `list --of \(share.owner)`.")
                }
            }
            return
        }
        try await sharing.share(with: name, access: access)
        terminal.writeLine("\(name) can \(access.verb) your list now.")
    }
}

/// `unshare NAME`.
public struct UnshareCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "unshare",
        abstract: "Stop sharing your watchlist with a profile."
    )

    @Argument(help: "The profile that should no longer see your list.")
    var name: String

    @Injected var sharing: any ListSharing
    @Injected var watchlist: any WatchlistService
    @Injected var authScreens: any AuthScreenBuildable
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        try await SignInGate(service: watchlist, authScreens: authScreens, terminal: terminal).requireProfile()
        try await sharing.unshare(with: name)
        terminal.writeLine("Your list is no longer shared with \(name).")
    }
}

extension ShareAccess: EnumerableFlag {
    public static func name(for value: ShareAccess) -> NameSpecification { .long }

    public static func help(for value: ShareAccess) -> ArgumentHelp? {
        switch value {
        case .read: "NAME may see your list and history."
        case .write: "NAME may also add, remove and record viewings."
        }
    }

    /// "read" or "read and change", for messages.
    var verb: String {
        switch self {
        case .read: "read"
        case .write: "read and change"
        }
    }
}

/// Shares as JSON, for scripts.
enum ShareJSON {
    private static let writer = JSONListWriter<ListShare>(fields: [
        .init("owner") { .string($0.owner) },
        .init("reader") { .string($0.reader) },
        .init("access") { .string($0.access.rawValue) },
    ])

    static func encode(_ shares: [ListShare]) -> String {
        writer.encode(shares)
    }
}
