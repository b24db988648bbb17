import AuthTesting
import SketchInterface
import SketchTesting
import TerminalUI
import TerminalUITesting
import Testing
@testable import Sketch
@testable import SketchCLI

@MainActor
@Suite struct SketchScreenTests {
    @Test func addsWhatIsTypedAndGoesBackOnAnEmptyAnswer() async throws {
        let service = DefaultSketchService(profiles: SignedInProfile(), repository: InMemorySketchRepository(texts: ["old"]))
        let terminal = ScriptedTerminal(input: ["new", ""], isInteractive: true)
        #expect(await SketchScreen(service: service).run(on: terminal) == .back)
        #expect(try await service.items().map(\.text) == ["old", "new"])
        #expect(terminal.output.contains("1  old\n"))
        #expect(terminal.output.contains("Added \"new\".\n"))
        #expect(terminal.output.contains("2  new\n"))
    }

    @Test func endOfInputLeaves() async {
        let service = DefaultSketchService(profiles: SignedInProfile(), repository: InMemorySketchRepository())
        let terminal = ScriptedTerminal(input: [], isInteractive: true)
        #expect(await SketchScreen(service: service).run(on: terminal) == .quit)
        #expect(terminal.output.contains("Nothing yet.\n"))
    }
}
