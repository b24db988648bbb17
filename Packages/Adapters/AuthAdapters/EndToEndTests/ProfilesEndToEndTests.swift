import Foundation
import TestSupport
import Testing

/// Sign-up, log-in, the watchlist and isolation between profiles, through the real binary
/// with a temporary database and passwords on standard input.
@Suite struct ProfilesEndToEndTests {
    private func signUp(_ app: WatchlistBinary, _ name: String, _ password: String) async throws {
        let result = try await app.run(["signup", name, "--password-stdin"], input: password + "\n")
        #expect(result.status == 0, "signup \(name): \(result.standardError)")
    }

    @Test func signUpLogInAndTheSessionPersist() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        try await signUp(app, "ada", "analytical engine")
        #expect(try await app.run(["whoami"]).standardOutput == "ada\n")
        #expect(try await app.run(["logout"]).status == 0)
        let nobody = try await app.run(["whoami"])
        #expect(nobody.status != 0 && nobody.standardError.contains("no one is logged in"))

        let wrong = try await app.run(["login", "ada", "--password-stdin"], input: "wrong password\n")
        #expect(wrong.status != 0)
        let unknown = try await app.run(["login", "nobody", "--password-stdin"], input: "analytical engine\n")
        #expect(unknown.status != 0)
        #expect(wrong.standardError == unknown.standardError, "a wrong password and an unknown profile must read the same")
        #expect(try await app.run(["whoami"]).status != 0)

        let right = try await app.run(["login", "ada", "--password-stdin"], input: "analytical engine\n")
        #expect(right.status == 0 && right.standardOutput.contains("Logged in as ada"))
        #expect(try await app.run(["whoami"]).standardOutput == "ada\n")
    }

    @Test func signUpRefusesDuplicatesAndShortPasswords() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        try await signUp(app, "ada", "analytical engine")
        let duplicate = try await app.run(["signup", "ADA", "--password-stdin"], input: "another password\n")
        #expect(duplicate.status != 0 && duplicate.standardError.contains("is taken"))
        let short = try await app.run(["signup", "bob", "--password-stdin"], input: "short\n")
        #expect(short.status != 0 && short.standardError.contains("at least 8 characters"))
        let empty = try await app.run(["signup", "bob", "--password-stdin"], input: "\n")
        #expect(empty.status != 0 && empty.standardError.contains("empty"))
        let noInput = try await app.run(["signup", "bob"])
        #expect(noInput.status != 0 && noInput.standardError.contains("--password-stdin"))
    }

    @Test func addWatchedListAndRemove() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        try await signUp(app, "ada", "analytical engine")
        #expect(try await app.run(["add", "offline:1", "--note", "classic"]).status == 0)
        #expect(try await app.run(["add", "offline:1"]).standardOutput.contains("already on your watchlist"))
        #expect(try await app.run(["add", "8"]).status == 0)
        #expect(try await app.run(["watched", "offline:1", "--rating", "9"]).status == 0)
        let outOfRange = try await app.run(["watched", "offline:8", "--rating", "11"])
        #expect(outOfRange.status != 0 && outOfRange.standardError.contains("--rating must be from 1 to 10"))

        let entries = try await app.listEntries()
        #expect(entries.map { $0["id"] as? String } == ["offline:1", "offline:8"])
        let godfather = try #require(entries.first)
        #expect(godfather["title"] as? String == "The Godfather")
        #expect(godfather["year"] as? Int == 1972)
        #expect(godfather["watched"] as? Bool == true)
        #expect(godfather["rating"] as? Int == 9)
        #expect(entries.last?["rating"] is NSNull)
        #expect(entries.last?["watched"] as? Bool == false)
        let added = try #require(godfather["added"] as? String)
        #expect(ISO8601DateFormatter().date(from: added) != nil, "added is not ISO-8601: \(added)")

        let unwatched = try await app.run(["list", "--unwatched", "--json"])
        #expect(unwatched.standardOutput.contains("offline:8") && !unwatched.standardOutput.contains("offline:1\""))

        #expect(try await app.run(["remove", "offline:1"]).status == 0)
        let again = try await app.run(["remove", "offline:1"])
        #expect(again.status != 0 && again.standardError.contains("not on your watchlist"))
        #expect(try await app.listEntries().map { $0["id"] as? String } == ["offline:8"])
    }

    @Test func aProfileSeesAndChangesOnlyItsOwnList() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        try await signUp(app, "ada", "analytical engine")
        #expect(try await app.run(["add", "offline:1"]).status == 0)
        try await signUp(app, "grace", "compiler pioneer")
        #expect(try await app.listEntries().isEmpty)
        let removeOthers = try await app.run(["remove", "offline:1"])
        #expect(removeOthers.status != 0)
        // grace watching the same film puts it on grace's list; ada's stays unrated.
        let rateOwn = try await app.run(["watched", "offline:1", "--rating", "1"])
        #expect(rateOwn.status == 0 && rateOwn.standardOutput.hasPrefix("Added The Godfather (1972) to the list, watched"))
        #expect(try await app.run(["remove", "offline:1"]).status == 0)
        #expect(try await app.run(["add", "offline:8"]).status == 0)

        #expect(try await app.run(["login", "ada", "--password-stdin"], input: "analytical engine\n").status == 0)
        let adas = try await app.listEntries()
        #expect(adas.map { $0["id"] as? String } == ["offline:1"])
        #expect(adas.first?["watched"] as? Bool == false)
    }

    @Test func watchlistCommandsNeedALogIn() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        for arguments in [["list"], ["add", "offline:1"], ["remove", "offline:1"], ["watched", "offline:1"]] {
            let result = try await app.run(arguments)
            #expect(result.status != 0)
            #expect(result.standardError.contains("no one is logged in\nLog in with `watchlist login NAME`"), "\(arguments): \(result.standardError)")
        }
    }

    @Test func thePasswordIsNowhereInTheDatabaseFiles() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let password = "correct horse battery staple"
        try await signUp(app, "ada", password)
        #expect(try await app.run(["login", "ada", "--password-stdin"], input: password + "\n").status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: app.directory.path).filter { $0.hasPrefix("watchlist.sqlite") }
        #expect(files.contains("watchlist.sqlite"))
        for file in files {
            let bytes = try Data(contentsOf: app.directory.appending(path: file))
            #expect(bytes.range(of: Data(password.utf8)) == nil, "the password is in \(file)")
            #expect(bytes.range(of: Data("correct horse".utf8)) == nil, "part of the password is in \(file)")
        }
    }
}
