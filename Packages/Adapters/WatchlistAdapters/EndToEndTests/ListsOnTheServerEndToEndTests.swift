import Foundation
import StorageTesting
import TestSupport
import Testing

/// The real `watchlist-server` and the real `watchlist` as its client, each person on a
/// machine of their own (a data directory each): lists kept apart and shared, a local list
/// pushed, a revoked and an expired token. Sharing runs on SQLite and on a real PostgreSQL.
@Suite(.serialized, .temporaryPostgres) struct ListsOnTheServerEndToEndTests {
    @Test(arguments: ["SQLite", "PostgreSQL"])
    func twoPeopleKeepTheirListsApartAndShareOneReadThenWrite(storage: String) async throws {
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try await RunningServer.started(in: directory, storage: storage)
        defer { server.terminate() }
        let url = "http://127.0.0.1:\(server.port)"
        let ada = try CLIUser("ada", in: directory), sam = try CLIUser("sam", in: directory)
        try await ada.signUp(on: url, as: "ada")
        try await sam.signUp(on: url, as: "sam")

        let permissions = try FileManager.default.attributesOfItem(atPath: ada.sessionFile.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600, "the token file must be readable by its owner only")
        #expect(!FileManager.default.fileExists(atPath: ada.directory.appending(path: "watchlist.sqlite").path), "a remote session keeps nothing in the local database")

        #expect(try await ada.run(["add", "offline:1"]).output == "Added The Godfather (1972) to your watchlist.\n")
        #expect(try await ada.run(["watched", "offline:1", "--rating", "9"]).status == 0)
        #expect(try await ada.run(["list", "--json"]).output.contains(#""title" : "The Godfather""#))
        // A film not on the server's list is put on it, watched, as on this machine.
        #expect(try await ada.run(["watched", "offline:2"]).output == "Added The Godfather Part II (1974) to the list, watched.\n")
        #expect(try await ada.run(["remove", "offline:2"]).status == 0)
        #expect(try await sam.run(["list", "--json"]).output.filter { !$0.isWhitespace } == "[]", "sam sees nothing of ada's")
        // The server filters and sorts for a remote `list`, as the local service does.
        #expect(try await ada.run(["add", "offline:3"]).status == 0)
        let unwatched = try await ada.run(["list", "--unwatched", "--json"]).output
        #expect(unwatched.contains("offline:3") && !unwatched.contains("offline:1"))
        let byTitle = try await ada.run(["list", "--sort", "title", "--json"]).output
        #expect(try #require(byTitle.range(of: "offline:3")).lowerBound < (try #require(byTitle.range(of: "offline:1"))).lowerBound, "Alien before The Godfather")
        #expect(try await ada.run(["remove", "offline:3"]).status == 0)

        let refused = try await sam.run(["list", "--of", "ada"])
        #expect(refused.status == 1 && refused.error.contains("ada has not shared a list with you") && !refused.output.contains("Godfather"))

        #expect(try await ada.run(["share", "sam", "--read"]).output == "sam can read your list now.\n")
        #expect(try await sam.run(["list", "--of", "ada"]).output.contains("The Godfather"))
        #expect(try await sam.run(["history", "--of", "ada"]).output.contains("9/10"))
        let readOnly = try await sam.run(["add", "offline:2", "--of", "ada"])
        #expect(readOnly.status == 1 && readOnly.error.contains("to read only"))

        #expect(try await ada.run(["share", "sam", "--write"]).status == 0)
        #expect(try await sam.run(["add", "offline:2", "--of", "ada"]).output.contains("to ada's watchlist"))
        #expect(try await ada.run(["list", "--json"]).output.contains("offline:2"))
        #expect(try await sam.run(["share"]).output.contains("You can read and change ada's list"))

        #expect(try await ada.run(["unshare", "sam"]).status == 0)
        #expect(try await sam.run(["list", "--of", "ada"]).status == 1)
    }

    @Test func aLocalListIsPushedOnceAndALoggedOutOrExpiredTokenSaysWhatToDo() async throws {
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let started = try await RunningServer.start(directory: directory, arguments: ["--token-lifetime", "3"])
        let server = try #require(started.server, "the server did not start: \(started.standardError)")
        defer { server.terminate() }
        let url = "http://127.0.0.1:\(server.port)"
        let kim = try CLIUser("kim", in: directory)
        #expect(try await kim.run(["signup", "kim", "--password-stdin"], input: kim.password + "\n").status == 0)
        #expect(try await kim.run(["add", "offline:3"]).status == 0)
        #expect(try await kim.run(["watched", "offline:3", "--on", "2024-05-01"]).status == 0)

        try await kim.signUp(on: url, as: "kim")
        let pushed = try await kim.run(["remote", "push", "--json"])
        #expect(pushed.status == 0 && pushed.output.contains(#""added" : 1"#), "\(pushed)")
        #expect(try await kim.run(["remote", "push", "--json"]).output.contains(#""unchanged" : 1"#), "pushing again changes nothing")
        #expect(try await kim.run(["history"]).output.contains("2024-05-01"))

        let session = try Data(contentsOf: kim.sessionFile)
        #expect(try await kim.run(["remote", "logout"]).output.contains("use this machine's list again"))
        #expect(try await kim.run(["list"]).output.contains("offline:3"), "after log-out, the local list")
        try session.write(to: kim.sessionFile)
        let revoked = try await kim.run(["list"])
        #expect(revoked.status == 1 && revoked.error.contains("has ended") && revoked.error.contains("watchlist remote login URL NAME"), "\(revoked.error)")

        #expect(try await kim.run(["remote", "login", url, "kim", "--password-stdin"], input: kim.password + "\n").status == 0)
        #expect(try await kim.run(["list"]).status == 0)
        try await Task.sleep(for: .milliseconds(3500))
        let expired = try await kim.run(["remote", "status"])
        #expect(expired.status == 1 && expired.output.contains("the session has ended"))
    }
}
