import ArgumentParser
import AuthInterface
import Injection
import Foundation

/// `watchlist-server profiles`: the server's administration of profiles.
struct ProfilesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profiles",
        abstract: "Administer the server's profiles, on this machine (for a server with --signups closed).",
        subcommands: [AddProfileCommand.self]
    )
}

/// `watchlist-server profiles add NAME`: reads the password from standard input.
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

    @Injected var administration: any ProfileAdministering

    func run() async throws {
        guard let password = PasswordLine.read(prompt: "Password for \(name): ") else {
            throw ValidationError("standard input ended before a password; pipe one in, for example: printf 'PASSWORD\\n' | watchlist-server profiles add \(name)")
        }
        let profile = try await administration.createProfile(name: name, password: password)
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
