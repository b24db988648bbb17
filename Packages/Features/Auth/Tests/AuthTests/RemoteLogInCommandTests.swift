import AuthInterface
import Foundation
import Injection
import Synchronization
import TerminalUIInterface
import TerminalUITesting
import Testing
@testable import Auth

/// `remote login` with a server that asks for more: on a terminal it asks for the code, or a
/// new password twice, and tries again; with `--code` it sends it at once; piped, it asks
/// nothing and the server's refusal stands.
@Suite struct RemoteLogInCommandTests {
    /// A server whose profile needs a code (123456) and, when `reset`, a new password.
    private final class Server: RemoteAccounts, RemoteSessionStore {
        let reset: Bool
        private let state = Mutex((attempts: [PasswordLogIn](), session: RemoteSession?.none))

        init(reset: Bool = false) {
            self.reset = reset
        }

        var attempts: [PasswordLogIn] { state.withLock { $0.attempts } }

        func logIn(at server: URL, _ attempt: PasswordLogIn) throws -> RemoteSession {
            state.withLock { $0.attempts.append(attempt) }
            guard attempt.password == "correct horse" else { throw RemoteError.refused(status: 401, message: AuthError.invalidCredentials.description) }
            guard attempt.code == "123456" else { throw RemoteError.refused(status: 401, message: AuthError.codeNeeded.description) }
            if reset, attempt.newPassword == nil { throw RemoteError.refused(status: 403, message: AuthError.newPasswordNeeded.description) }
            return RemoteSession(server: server, profile: Profile(id: UUID(), name: attempt.name), token: "token", expiresAt: .distantFuture, catalog: "offline")
        }

        func signUp(at server: URL, name: String, password: String, invitation: String?) throws -> RemoteSession { throw RemoteError.noSession }
        func logOut(_ session: RemoteSession) {}
        func status(of session: RemoteSession) -> RemoteStatus { .sessionEnded }
        func load() -> RemoteSession? { state.withLock { $0.session } }
        func save(_ session: RemoteSession) { state.withLock { $0.session = session } }
        func delete() -> Bool { state.withLock { $0.session != nil } }
    }

    private func run(_ arguments: [String], server: Server, terminal: ScriptedTerminal) async throws {
        let container = Container()
        container.register((any Terminal).self, instance: terminal)
        container.register((any RemoteAccounts).self, instance: server)
        container.register((any RemoteSessionStore).self, instance: server)
        try await InjectionContext.withContainer(container) {
            let command = try RemoteLogInCommand.parse(arguments)
            try InjectionContext.prepare(command)
            try await command.run()
        }
    }

    @Test func onATerminalItAsksForTheCodeAndANewPassword() async throws {
        let server = Server(reset: true)
        let terminal = ScriptedTerminal(input: ["correct horse", "123456", "battery staple", "battery staple"], isInteractive: true)
        try await run(["http://127.0.0.1:8080", "ada"], server: server, terminal: terminal)
        #expect(server.attempts.map(\.code) == [nil, "123456", "123456"])
        #expect(server.attempts.last?.newPassword == "battery staple")
        #expect(terminal.output.contains("choose your own") && terminal.output.contains("Logged in as ada"), "\(terminal.output)")
        #expect(server.load()?.profile.name == "ada")
    }

    @Test func theCodeGivenIsSentAtOnce() async throws {
        let server = Server()
        let terminal = ScriptedTerminal(input: ["correct horse"])
        try await run(["http://127.0.0.1:8080", "ada", "--password-stdin", "--code", "123456"], server: server, terminal: terminal)
        #expect(server.attempts.count == 1 && server.attempts.first?.code == "123456")
    }

    @Test func pipedItAsksNothingAndTheRefusalStands() async throws {
        let server = Server()
        let terminal = ScriptedTerminal(input: ["correct horse", "123456"])
        await #expect(throws: RemoteError.refused(status: 401, message: AuthError.codeNeeded.description)) {
            try await run(["http://127.0.0.1:8080", "ada", "--password-stdin"], server: server, terminal: terminal)
        }
        #expect(server.attempts.count == 1 && server.load() == nil)
    }
}
