import AuthTesting
import PlaybackInterface
import PlaybackTesting
import TerminalUI
import TerminalUITesting
import Testing
@testable import Playback
@testable import PlaybackCLI

@MainActor
@Suite struct PlaybackScreenTests {
    @Test func addsWhatIsTypedAndGoesBackOnAnEmptyAnswer() async throws {
        let service = DefaultPlaybackService(profiles: SignedInProfile(), repository: InMemoryPlaybackRepository(texts: ["old"]))
        let terminal = ScriptedTerminal(input: ["new", ""], isInteractive: true)
        #expect(await PlaybackScreen(service: service).run(on: terminal) == .back)
        #expect(try await service.items().map(\.text) == ["old", "new"])
        #expect(terminal.output.contains("1  old\n"))
        #expect(terminal.output.contains("Added \"new\".\n"))
        #expect(terminal.output.contains("2  new\n"))
    }

    @Test func endOfInputLeaves() async {
        let service = DefaultPlaybackService(profiles: SignedInProfile(), repository: InMemoryPlaybackRepository())
        let terminal = ScriptedTerminal(input: [], isInteractive: true)
        #expect(await PlaybackScreen(service: service).run(on: terminal) == .quit)
        #expect(terminal.output.contains("Nothing yet.\n"))
    }
}
