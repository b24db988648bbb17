import ArgumentParser
import Injection
import Foundation
import JSONWriting
import ScrobblingInterface
import TerminalUIInterface

/// `hooks list [--json]`.
struct HooksListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List your hooks, each with its last event.")

    @Flag(help: "Print a JSON array of {id, server, user, createdAt, lastEventAt, lastOutcome, lastDetail}.")
    var json = false

    @Injected var hooks: any HookManaging
    @Injected var terminal: any Terminal

    func run() async throws {
        let all = try await hooks.hooks()
        if json {
            terminal.write(HookJSON.hooks(all))
        } else if all.isEmpty {
            terminal.writeLine("No hooks. Make one with `hooks add jellyfin`, `hooks add plex`, `hooks add emby` or `hooks add generic`.")
        } else {
            for hook in all {
                let user = hook.mediaUser.map { ", \($0)'s plays" } ?? ""
                terminal.writeLine("\(hook.id)  \(hook.server.name)\(user), made \(UTCTimestamp.day(hook.createdAt))")
                terminal.writeLine("   " + (hook.lastEvent.map(HookText.event) ?? "no event yet"))
            }
        }
    }
}

/// `hooks log ID [--json]`.
struct HooksLogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log", abstract: "Show a hook's last 100 events and what became of each, newest first."
    )

    @Argument(help: "The hook's number, from `hooks list`.")
    var id: Int

    @Flag(help: "Print a JSON array of {receivedAt, outcome, detail}.")
    var json = false

    @Injected var hooks: any HookManaging
    @Injected var terminal: any Terminal

    func run() async throws {
        let events = try await hooks.events(of: id)
        if json {
            terminal.write(HookJSON.events(events))
        } else if events.isEmpty {
            terminal.writeLine("Hook \(id) has received no event yet.")
        } else {
            for event in events { terminal.writeLine(HookText.event(event)) }
        }
    }
}

/// `hooks revoke ID`.
struct HooksRevokeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "revoke", abstract: "End a hook at once: its URL answers 404 from now on.")

    @Argument(help: "The hook's number, from `hooks list`.")
    var id: Int

    @Injected var hooks: any HookManaging
    @Injected var terminal: any Terminal

    func run() async throws {
        try await hooks.revoke(id)
        terminal.writeLine("Hook \(id) is revoked. The viewings it recorded stay in your history.")
    }
}
