import ArgumentParser
import AuthInterface
import CommandInjection
import Injection
import Foundation

/// The server's administration of profiles, on its own storage: how a server with
/// `--signups closed` gets its profiles.
struct ProfileAdministration: Sendable {
    let root: CompositionRoot

    /// Creates the profile `name`, whatever the sign-up policy; issues no token.
    func add(name: String, password: String) async throws -> Profile {
        let repositories = try await Repositories.open(root.configuration.storage, logger: root.logger)
        return try await repositories.whileOpen { try await root.administeredAccounts(repositories).createProfile(name: name, password: password) }
    }
}

/// `profiles`: the server's administration of profiles.
struct ProfilesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profiles",
        abstract: "Administer the server's profiles, on this machine (for a server with --signups closed).",
        subcommands: ServerWiring.wiring([AddProfileCommand.self])
    )
}

/// `profiles add NAME`: reads the password from standard input.
struct AddProfileCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Create a profile, whatever --signups says; its owner then logs in from the web page or `watchlist remote login`.",
        discussion: """
        The password is read from standard input (its first line), or asked for without echo on a terminal.

        Examples:
          watchlist-server profiles add ada
          printf 'correct horse\\n' | watchlist-server profiles add ada --database /srv/watchlist/server.sqlite
        """
    )

    @Argument(help: "The profile's name.")
    var name: String

    @Injected var administration: ProfileAdministration

    func run() async throws {
        guard let password = PasswordLine.read(prompt: "Password for \(name): ") else {
            throw ValidationError("standard input ended before a password; pipe one in, for example: printf 'PASSWORD\\n' | watchlist-server profiles add \(name)")
        }
        let profile = try await administration.add(name: name, password: password)
        print("Created the profile \(profile.name).")
    }
}

/// One line of standard input, without echo on a terminal.
enum PasswordLine {
    static func read(prompt: String) -> String? {
        guard isatty(STDIN_FILENO) == 1 else { return readLine(strippingNewline: true) }
        guard let typed = getpass(prompt) else { return nil }
        return String(cString: typed)
    }
}
