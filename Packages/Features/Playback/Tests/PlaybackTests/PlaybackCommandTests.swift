import AuthTesting
import ArgumentParser
import Foundation
import Injection
import PlaybackInterface
import PlaybackTesting
import TerminalUI
import TerminalUIInterface
import TerminalUITesting
import Testing
@testable import Playback
@testable import PlaybackCLI

/// The commands, in-process, on the in-memory repository.
@Suite struct PlaybackCommandTests {
    let service = DefaultAppsService(
        profiles: SignedInProfile(), repository: InMemoryAppTokenRepository(), minting: ReversedSecrets(),
        now: { Date(timeIntervalSince1970: 1_789_999_980) }
    )

    private func run(_ arguments: [String]) async throws -> String {
        let terminal = ScriptedTerminal()
        let container = Container()
        container.register((any Terminal).self, instance: terminal)
        container.register((any AppsService).self, instance: service)
        container.register(PlaybackInvocation.self, instance: PlaybackInvocation(apps: "watchlist apps"))
        try await InjectionContext.withContainer(container) {
            var command = try AppsCommand.parseAsRoot(arguments)
            try InjectionContext.prepare(command)
            if var asynchronous = command as? any AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        }
        return terminal.output
    }

    @Test func addPrintsTheTokenOnceAndListNeverDoes() async throws {
        let added = try await run(["add", "Kodi", "--scope", "scrobble,read"])
        let token = try #require(added.split(separator: "\n").last.map(String.init))
        #expect(added == "Made \"Kodi\" (read, scrobble). Its token, shown only now:\n\(token)\n")
        #expect(token.hasPrefix(AppTokens.prefix))
        let listed = try await run(["list"])
        #expect(listed == "Name  Scopes          Made                  Last used\nKodi  read, scrobble  2026-09-21T14:13:00Z  never\n")
        #expect(!listed.contains(token))
        #expect(try await !run(["list", "--json"]).contains(token))
    }

    @Test func jsonOfANewAppHasItsToken() async throws {
        let added = try await run(["add", "Script", "--scope", "read", "--scope", "write", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(added.utf8)) as? [String: Any])
        #expect(object["name"] as? String == "Script")
        #expect(object["scopes"] as? [String] == ["read", "write"])
        #expect((object["token"] as? String)?.hasPrefix(AppTokens.prefix) == true)
    }

    @Test func listWithoutAppsSaysHowToMakeOne() async throws {
        #expect(try await run(["list"]) == "No apps: `watchlist apps add NAME --scope scrobble` makes one.\n")
    }

    @Test func revokeEndsTheApp() async throws {
        _ = try await run(["add", "Kodi", "--scope", "scrobble"])
        #expect(try await run(["revoke", "Kodi"]) == "Revoked \"Kodi\"; its token no longer works.\n")
        #expect(try await service.apps().isEmpty)
        await #expect(throws: PlaybackError.unknownApp("Kodi")) { try await run(["revoke", "Kodi"]) }
    }

    @Test func aScopeThatIsNoneIsTheFeaturesError() async {
        await #expect(throws: PlaybackError.unknownScope("admin")) { try await run(["add", "Kodi", "--scope", "admin"]) }
        await #expect(throws: PlaybackError.noScopes) { try await run(["add", "Kodi"]) }
    }

    @Test func adviceNamesTheCommandsAsTheyAreRun() {
        #expect(PlaybackAdvice.advice(for: PlaybackError.unknownApp("x"), invokedAs: "watchlist apps") == "`watchlist apps list` shows your apps' names.")
        #expect(PlaybackAdvice.advice(for: CancellationError(), invokedAs: "watchlist apps") == nil)
    }
}

@Suite struct ScopeListTests {
    @Test func readsListsInAnyCaseOnceEach() throws {
        #expect(try ScopeList.parse(["read,Scrobble", "read", " write "]) == [.read, .scrobble, .write])
    }

    @Test func refusesUnknownAndEmpty() {
        #expect(throws: PlaybackError.unknownScope("admin")) { try ScopeList.parse(["read,admin"]) }
        #expect(throws: PlaybackError.noScopes) { try ScopeList.parse([" , "]) }
        #expect(throws: PlaybackError.noScopes) { try ScopeList.parse([]) }
    }
}

@Suite struct ProgressCommandTests {
    @Test func progressPrintsWhatIsUnfinishedAsAClock() async throws {
        let repository = InMemoryPlaybackProgressRepository()
        let service = DefaultPlaybackService(
            profiles: SignedInProfile(), repository: repository, viewings: RecordedViewings(), now: { Date(timeIntervalSince1970: 1_789_999_980) }
        )
        let item = PlayedItem(kind: .episode, title: "Fargo", ids: .init(tvdb: "1"), season: 6, episode: 2)
        _ = try await service.report(PlaybackEvent(kind: .pause, item: item, player: "mpv", position: .seconds(3_725, duration: 7_450)))
        let terminal = ScriptedTerminal()
        let container = Container()
        container.register((any Terminal).self, instance: terminal)
        container.register((any PlaybackService).self, instance: service)
        try await InjectionContext.withContainer(container) {
            var command = try ProgressCommand.parse([])
            try InjectionContext.prepare(command)
            try await command.run()
        }
        #expect(terminal.output == "Title       Player       At   %  Updated\nFargo S6E2  mpv     1:02:05  50  2026-09-21T14:13:00Z\n")
        let short = PlaybackProgress(item: item, player: "mpv", position: 754.9, duration: nil, percent: 0, state: .paused, watched: false, updatedAt: Date())
        #expect(short.clock == "12:34")
    }
}
