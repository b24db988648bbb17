import ArgumentParser

/// The Scrobbling feature's commands, for an executable's root command to list.
public enum ScrobblingCommands {
    /// `hooks`, with `add`, `list`, `log`, `revoke`, `inbox`, `resolve` and `dismiss`.
    public static let all: [any ParsableCommand.Type] = [HooksCommand.self]
}

/// Where the server that receives the hooks' events answers: the server of the session when
/// the CLI is its client, else the one on this machine. Given by the composition root.
public struct HookServerAddress: Sendable {
    /// The address the printed URLs start with.
    public let url: URL

    /// Creates one.
    public init(url: URL) {
        self.url = url
    }
}

import Foundation
