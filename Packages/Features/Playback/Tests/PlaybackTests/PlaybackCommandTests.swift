import AuthTesting
import ArgumentParser
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
    private func run(_ arguments: [String], service: any PlaybackService) async throws -> String {
        let terminal = ScriptedTerminal()
        let container = Container()
        container.register((any Terminal).self, instance: terminal)
        container.register((any PlaybackService).self, instance: service)
        try await InjectionContext.withContainer(container) {
            var command = try PlaybackCommand.parseAsRoot(arguments)
            try InjectionContext.prepare(command)
            if var asynchronous = command as? any AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        }
        return terminal.output
    }

    @Test func addThenListPrintsANumberedTable() async throws {
        let service = DefaultPlaybackService(profiles: SignedInProfile(), repository: InMemoryPlaybackRepository())
        #expect(try await run(["add", "first item"], service: service) == "Added \"first item\".\n")
        #expect(try await run(["add", "second"], service: service) == "Added \"second\".\n")
        #expect(try await run(["list"], service: service) == "#  Text\n1  first item\n2  second\n")
    }

    @Test func addingBlankTextFailsWithTheFeaturesError() async {
        let service = DefaultPlaybackService(profiles: SignedInProfile(), repository: InMemoryPlaybackRepository())
        await #expect(throws: PlaybackError.blankText) { try await run(["add", " "], service: service) }
    }
}
