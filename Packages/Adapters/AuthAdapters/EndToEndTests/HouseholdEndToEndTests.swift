import Foundation
import TestSupport
import Testing

/// The owner and invitations through the real binaries, as a household sets a server up: the
/// first `remote signup` owns it, the next is refused without an invitation, the server's
/// machine makes one beside the running server (both writing one SQLite file), and the
/// invitation's link, given to `remote signup` as the server, signs one person up, once.
@Suite struct HouseholdEndToEndTests {
    @Test func theFirstOwnsTheServerAndAnInvitationLinkSignsOneMoreUp() async throws {
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let started = try await RunningServer.start(directory: directory, environment: ["WATCHLIST_SIGNUPS": "invitation"])
        let server = try #require(started.server, "the server did not start: \(started.standardError)")
        defer { server.terminate() }
        let address = "http://127.0.0.1:\(server.port)"
        #expect(server.standardError.contains("version=3."), "the SQLite in use is logged: \(server.standardError)")

        try await CLIUser("ada", in: directory).signUp(on: address, as: "ada")
        let sam = try CLIUser("sam", in: directory)
        let refused = try await sam.run(["remote", "signup", address, "sam", "--password-stdin"], input: sam.password + "\n")
        #expect(refused.status != 0 && refused.error.contains("by invitation"), "\(refused)")

        let invited = try await ChildProcess.run(
            RunningServer.executable, ["profiles", "invite", "--days", "2", "--database", directory.appending(path: "server.sqlite").path],
            environment: ["HOME": directory.path, "PATH": "/usr/bin:/bin"]
        )
        let path = try #require(invited.output.firstMatch(of: /(\/signup\?invitation=[A-Za-z0-9_-]+)/), "\(invited)").output.1
        let link = address + path
        let joined = try await sam.run(["remote", "signup", link, "sam", "--password-stdin"], input: sam.password + "\n")
        #expect(joined.status == 0, "\(joined)")
        let status = try await sam.run(["remote", "status"])
        #expect(status.output.contains(address) && !status.output.contains("invitation"), "the session is the server's, not the link's: \(status)")

        let kim = try CLIUser("kim", in: directory)
        let again = try await kim.run(["remote", "signup", link, "kim", "--password-stdin"], input: kim.password + "\n")
        #expect(again.status != 0 && again.error.contains("used, revoked or has expired"), "\(again)")
        let listed = try await ChildProcess.run(
            RunningServer.executable, ["profiles", "list", "--database", directory.appending(path: "server.sqlite").path],
            environment: ["HOME": directory.path, "PATH": "/usr/bin:/bin"]
        )
        #expect(listed.output.contains("ada  owner") && listed.output.contains("used by sam"), "\(listed)")
    }
}
