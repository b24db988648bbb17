import ArgumentParser
import AuthInterface
import Injection
import Foundation
import TerminalUI
import TerminalUIInterface

/// The server's address, as typed: `http://host:port` or `host:port`.
enum ServerAddress {
    static func parse(_ text: String) throws(RemoteError) -> URL {
        let withScheme = text.contains("://") ? text : "http://\(text)"
        guard let url = URL(string: withScheme), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), url.host() != nil else {
            throw .invalidServerAddress(text)
        }
        return url
    }
}

/// An invitation link (`https://host/signup?invitation=CODE`): the server it is on, and the code.
enum InvitationLink {
    static func split(_ url: URL) -> (server: URL, code: String?) {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let code = components.queryItems?.first(where: { $0.name == "invitation" })?.value
        else { return (url, nil) }
        components.path = ""
        components.query = nil
        return (components.url ?? url, code)
    }
}

/// The server and profile that `remote signup` and `remote login` take.
struct ServerProfileArguments: ParsableArguments {
    @Argument(help: "The server, such as http://127.0.0.1:8080.") var server: String
    @Argument(help: "The profile's name.") var name: String
    @Flag(help: "Read the password from the first line of standard input instead of asking.") var passwordStdin = false

    /// The session that `start` opens on the server for the profile, with the password
    /// `readPassword` reads (told whether to read standard input), kept in `sessions`.
    func begin(
        sessions: any RemoteSessionStore, readPassword: (Bool) throws -> String,
        start: (URL, String, String) async throws -> RemoteSession
    ) async throws -> RemoteSession {
        let url = try ServerAddress.parse(server)
        let session = try await start(url, name, try readPassword(passwordStdin))
        try sessions.save(session)
        return session
    }
}

/// `remote signup URL NAME [--password-stdin] [--invitation CODE]`.
public struct RemoteSignUpCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "signup",
        abstract: "Create a profile on a watchlist server and use its list from now on.",
        discussion: """
        The first profile made on a server is its owner; after it, most servers take new \
        profiles by invitation: give the link the owner sent as the server, or its code with \
        --invitation.

        Examples:
          remote signup http://127.0.0.1:8080 ada
          remote signup 'https://watch.example.org/signup?invitation=CODE' sam
          printf '%s\\n' "$PASSWORD" | remote signup 127.0.0.1:8080 ada --password-stdin
        """
    )

    @OptionGroup var profile: ServerProfileArguments

    @Option(help: "The code of the owner's invitation (what follows invitation= in the link).")
    var invitation: String?

    @Injected var accounts: any RemoteAccounts
    @Injected var sessions: any RemoteSessionStore
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let session = try await profile.begin(sessions: sessions) { passwordStdin in
            try PasswordInput.readNew(from: terminal, passwordStdin: passwordStdin)
        } start: { url, name, password in
            let (server, linked) = InvitationLink.split(url)
            return try await accounts.signUp(at: server, name: name, password: password, invitation: invitation ?? linked)
        }
        terminal.writeLine("Created \(session.profile.name) on \(session.server.absoluteString); your list commands use that server now.")
    }
}

/// `remote login URL NAME [--password-stdin] [--code CODE]`.
public struct RemoteLogInCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Log in to a profile on a watchlist server and use its list from now on.",
        discussion: """
        The token is kept in a file only you can read, beside the database, until \
        `remote logout`. A profile with two-factor log-in gives its authenticator app's code \
        (asked for on a terminal, or --code); one whose password the server's owner reset \
        chooses a new one (asked for on a terminal).

        Examples:
          remote login http://127.0.0.1:8080 ada
          remote login https://watch.example.org ada --code 123456
          printf '%s\\n' "$PASSWORD" | remote login 127.0.0.1:8080 ada --password-stdin
        """
    )

    @OptionGroup var profile: ServerProfileArguments

    @Option(help: "The six digits your authenticator app shows, or a recovery code, for a profile with two-factor log-in.")
    var code: String?

    @Injected var accounts: any RemoteAccounts
    @Injected var sessions: any RemoteSessionStore
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        let session = try await profile.begin(sessions: sessions) { passwordStdin in
            try PasswordInput.read(from: terminal, passwordStdin: passwordStdin, prompt: "Password for \(profile.name) on \(profile.server): ")
        } start: { url, name, password in
            try await logIn(at: url, PasswordLogIn(name: name, password: password, code: code))
        }
        terminal.writeLine("Logged in as \(session.profile.name) on \(session.server.absoluteString); your list commands use that server now.")
    }
}

extension RemoteLogInCommand {
    /// Logs in with `attempt`; when the server asks for a code or a new password, asks for it
    /// on the terminal and tries again.
    private func logIn(at url: URL, _ attempt: PasswordLogIn) async throws -> RemoteSession {
        do {
            return try await accounts.logIn(at: url, attempt)
        } catch let error as RemoteError {
            guard case .refused(_, let message) = error, terminal.isInteractive, !profile.passwordStdin else { throw error }
            if message == AuthError.codeNeeded.description, attempt.code == nil {
                guard let code = terminal.readSecret(prompt: "Code from your authenticator app (or a recovery code): ") else { throw AuthError.passwordInputEnded }
                return try await logIn(at: url, PasswordLogIn(name: attempt.name, password: attempt.password, newPassword: attempt.newPassword, code: code))
            }
            if message == AuthError.newPasswordNeeded.description, attempt.newPassword == nil {
                terminal.writeLine("The server's owner reset your password; choose your own.")
                let chosen = try PasswordInput.readNew(from: terminal, passwordStdin: false)
                return try await logIn(at: url, PasswordLogIn(name: attempt.name, password: attempt.password, newPassword: chosen, code: attempt.code))
            }
            throw error
        }
    }
}

/// `remote logout`.
public struct RemoteLogOutCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "logout",
        abstract: "Log out of the server and use this machine's list again.",
        discussion: "The token is revoked on the server when it can be reached, and forgotten here in any case."
    )

    @Injected var accounts: any RemoteAccounts
    @Injected var sessions: any RemoteSessionStore
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        guard let session = try sessions.load() else {
            terminal.writeLine("You were not logged in to a server; your list commands use this machine's list.")
            return
        }
        var revoked = true
        do {
            try await accounts.logOut(session)
        } catch let error as RemoteError {
            revoked = false
            terminal.writeErrorLine("Warning: \(error); the token was not revoked there, and expires on \(session.expiresAt.formatted(.iso8601)).")
        }
        try sessions.delete()
        terminal.writeLine("Logged out of \(session.profile.name) on \(session.server.absoluteString)\(revoked ? "" : " here"); your list commands use this machine's list again.")
    }
}

/// `remote status [--json]`.
public struct RemoteStatusCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show the server your list commands use, and whether it answers.",
        discussion: "Exits with 1 when the server cannot be reached or the session has ended."
    )

    @Flag(help: "Print {server, profile, reachable, signedIn, expiresAt}.") var json = false

    @Injected var accounts: any RemoteAccounts
    @Injected var sessions: any RemoteSessionStore
    @Injected var terminal: any Terminal

    public init() {}

    public func run() async throws {
        guard let session = try sessions.load() else {
            terminal.writeLine(json ? #"{"server":null}"# : "Not logged in to a server; your list commands use this machine's list.")
            return
        }
        let status = await accounts.status(of: session)
        if json {
            terminal.writeLine(RemoteStatusJSON.encode(session, status))
        } else {
            terminal.writeLine("Server:  \(session.server.absoluteString)")
            terminal.writeLine("Profile: \(session.profile.name)")
            switch status {
            case .signedIn: terminal.writeLine("Status:  reachable, signed in until \(session.expiresAt.formatted(.iso8601))")
            case .sessionEnded: terminal.writeLine("Status:  reachable, but the session has ended; log in again")
            case .unreachable(let reason): terminal.writeLine("Status:  unreachable: \(reason)")
            }
        }
        if case .signedIn = status { return }
        throw ExitCode.failure
    }
}

/// `remote status --json`.
enum RemoteStatusJSON {
    private struct Document: Encodable {
        let server: String
        let profile: String
        let reachable: Bool
        let signedIn: Bool
        let expiresAt: String
    }

    static func encode(_ session: RemoteSession, _ status: RemoteStatus) -> String {
        let reachable: Bool, signedIn: Bool
        switch status {
        case .signedIn: (reachable, signedIn) = (true, true)
        case .sessionEnded: (reachable, signedIn) = (true, false)
        case .unreachable: (reachable, signedIn) = (false, false)
        }
        let document = Document(
            server: session.server.absoluteString, profile: session.profile.name, reachable: reachable, signedIn: signedIn,
            expiresAt: session.expiresAt.formatted(.iso8601)
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(document)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
