import ArgumentParser
import AuthInterface
import Injection
import Foundation

/// `watchlist-server profiles`: the server's administration of profiles.
struct ProfilesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profiles",
        abstract: "Administer the server's profiles and invitations, on this machine, as its owner would on the web page.",
        subcommands: [
            AddProfileCommand.self, ListProfilesCommand.self, InviteCommand.self, RevokeInvitationCommand.self,
            DisableProfileCommand.self, EnableProfileCommand.self, ResetPasswordCommand.self,
        ]
    )
}

/// `watchlist-server profiles list`: the profiles, then the invitations.
struct ListProfilesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the profiles, who owns the server, and the invitations.")

    @Injected var household: any HouseholdAdministering

    func run() async throws {
        let members = try await household.members(by: nil)
        if members.isEmpty { print("No profiles yet: the first to sign up owns the server.") }
        for member in members {
            print("\(member.profile.name)\(member.isOwner ? "  owner" : "")\(member.isDisabled ? "  disabled" : "")")
        }
        let now = Date()
        for invitation in try await household.invitations(by: nil) {
            let state = invitation.usedBy.map { "used by \($0)" } ?? (invitation.isRevoked ? "revoked" : invitation.isLive(at: now) ? "unused" : "expired")
            print("invitation \(invitation.id)  \(state)  until \(invitation.expiresAt.formatted(.iso8601))")
        }
    }
}

/// `watchlist-server profiles invite [--days N]`: a code for one visitor to sign up with.
struct InviteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "invite",
        abstract: "Make an invitation: a code that lets one visitor sign up, until it expires.",
        discussion: """
        Prints the code and the sign-up page's path; send the visitor the server's address followed by it \
        (https://watch.example.org/signup?invitation=CODE). The code is not shown again.

        Examples:
          watchlist-server profiles invite
          watchlist-server profiles invite --days 2 --database /srv/watchlist/server.sqlite
        """
    )

    @Option(help: "How many days it works, 1 to 30.") var days = 7

    @Injected var household: any HouseholdAdministering

    func run() async throws {
        let made = try await household.invite(days: days, by: nil)
        print("Invitation \(made.invitation.id), until \(made.invitation.expiresAt.formatted(.iso8601)): /signup?invitation=\(made.code)")
    }
}

/// `watchlist-server profiles revoke-invitation ID`.
struct RevokeInvitationCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "revoke-invitation", abstract: "Revoke an unused invitation; its link stops working.")

    @Argument(help: "The invitation's number, as `profiles list` shows it.") var id: Int

    @Injected var household: any HouseholdAdministering

    func run() async throws {
        try await household.revokeInvitation(id, by: nil)
        print("Revoked invitation \(id).")
    }
}

/// `watchlist-server profiles disable NAME`.
struct DisableProfileCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "disable", abstract: "Disable a profile: it cannot log in, and its tokens stop working; its data is kept."
    )

    @Argument(help: "The profile's name.") var name: String

    @Injected var household: any HouseholdAdministering

    func run() async throws {
        let member = try await household.setDisabled(name: name, true, by: nil)
        print("Disabled \(member.profile.name).")
    }
}

/// `watchlist-server profiles enable NAME`.
struct EnableProfileCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "enable", abstract: "Enable a disabled profile again.")

    @Argument(help: "The profile's name.") var name: String

    @Injected var household: any HouseholdAdministering

    func run() async throws {
        let member = try await household.setDisabled(name: name, false, by: nil)
        print("Enabled \(member.profile.name).")
    }
}

/// `watchlist-server profiles add NAME`: reads the password from standard input.
struct AddProfileCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Create a profile, whatever --signups says (the first owns the server); it then logs in from the web page or `watchlist remote login`.",
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

/// `watchlist-server profiles reset-password NAME`: the owner's way back in, too.
struct ResetPasswordCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset-password",
        abstract: "Give a profile a new password to hand over; its sessions end, and at its next log-in it chooses its own.",
        discussion: "Works for the owner too, on the server's machine: the way back in after a forgotten password."
    )

    @Argument(help: "The profile's name.") var name: String

    @Injected var household: any HouseholdAdministering

    func run() async throws {
        let password = try await household.resetPassword(name: name, by: nil)
        print("The password of \(name) is now \(password); at its next log-in (the web page's), it chooses its own.")
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
