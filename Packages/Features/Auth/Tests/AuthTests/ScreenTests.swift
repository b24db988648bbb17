import AuthInterface
import AuthTesting
import TerminalUI
import TerminalUITesting
import Testing
@testable import Auth

@Suite struct ScreenTests {
    let store = InMemoryProfileStore()
    var service: CredentialAuthService { CredentialAuthService(profiles: store, hasher: InsecureTestHasher(), session: store) }

    @Test func logInRetriesAfterAWrongPassword() async throws {
        _ = try await service.signUp(name: "ada", password: "analytical")
        try await service.logOut()
        let terminal = ScriptedTerminal(input: ["ada", "wrong", "ada", "analytical"], isInteractive: true)
        #expect(await LogInScreen(auth: service).run(on: terminal) == .back)
        #expect(terminal.output.contains("wrong profile name or password"))
        #expect(terminal.output.contains("Logged in as ada."))
        #expect(try await service.currentProfile()?.name == "ada")
    }

    @Test func logInEndsWithInput() async {
        let terminal = ScriptedTerminal(input: ["ada"], isInteractive: true)
        #expect(await LogInScreen(auth: service).run(on: terminal) == .quit)
    }

    @Test func accountSignsUpLogsOutAndGoesBack() async throws {
        let terminal = ScriptedTerminal(input: ["s", "grace", "compiler1", "compiler1", "3", "b"], isInteractive: true)
        #expect(await AccountScreen(auth: service).run(on: terminal) == .back)
        #expect(terminal.output.contains("Signed up and logged in as grace."))
        #expect(terminal.output.contains("Logged out of grace."))
        #expect(try await service.currentProfile() == nil)
    }
}
