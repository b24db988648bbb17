import Foundation
import StorageTesting
import TestRequirements
import TestSupport
import Testing

/// A database the user cannot write: the commands that only read work, and the ones that
/// write say the database is read-only and what to do, and change nothing.
@Suite(.requires(.readOnlyPaths))
struct ReadOnlyDatabaseEndToEndTests {
    /// What is read-only.
    enum Protected: String, CaseIterable {
        case file, directory
    }

    private static let readOnlyMessage = "is read-only. Make both writable, or use another database file"

    @Test(arguments: Protected.allCases)
    func readsWorkAndWritesSayTheDatabaseIsReadOnly(protected: Protected) async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        // Not in the binary's own directory, which must stay writable for its output files.
        let folder = app.directory.appending(path: "data", directoryHint: .isDirectory)
        let database = folder.appending(path: "watchlist.sqlite")
        let environment = ["WATCHLIST_DB": database.path]
        func run(_ arguments: [String], input: String = "") async throws -> WatchlistBinary.Result {
            try await app.run(arguments, input: input, environment: environment)
        }
        #expect(try await run(["signup", "ada", "--password-stdin"], input: "analytical engine\n").status == 0)
        #expect(try await run(["add", "offline:1", "--note", "a classic"]).status == 0)
        #expect(try await run(["watched", "offline:1", "--rating", "9"]).status == 0)
        let protectedPath = protected == .file ? database : folder
        try ReadOnlyPaths.protect([protectedPath])
        defer { ReadOnlyPaths.release([protectedPath]) }
        let before = try Data(contentsOf: database)

        let list = try await run(["list", "--json"])
        #expect(list.status == 0, "\(list.standardError)")
        #expect(list.standardOutput.contains("\"offline:1\"") && list.standardOutput.contains("\"rating\" : 9"), "\(list.standardOutput)")
        let whoami = try await run(["whoami"])
        #expect(whoami.status == 0 && whoami.standardOutput == "ada\n", "\(whoami.standardError)")
        let search = try await run(["search", "godfather"])
        #expect(search.status == 0 && search.standardOutput.contains("The Godfather"), "\(search.standardError)")
        let show = try await run(["show", "offline:1"])
        #expect(show.status == 0 && show.standardOutput.contains("The Godfather"), "\(show.standardError)")

        let writes: [(arguments: [String], input: String)] = [
            (["add", "offline:2"], ""),
            (["remove", "offline:1"], ""),
            (["watched", "offline:1", "--rating", "3"], ""),
            (["signup", "grace", "--password-stdin"], "compiler pioneer\n"),
            (["login", "ada", "--password-stdin"], "analytical engine\n"),
            (["logout"], ""),
        ]
        for write in writes {
            let result = try await run(write.arguments, input: write.input)
            #expect(result.status != 0, "\(write.arguments) succeeded")
            #expect(result.standardError.contains("cannot change the database \(database.path)"), "\(write.arguments): \(result.standardError)")
            #expect(result.standardError.contains(Self.readOnlyMessage), "\(write.arguments): \(result.standardError)")
        }

        #expect(try Data(contentsOf: database) == before)
        #expect(try await run(["whoami"]).standardOutput == "ada\n", "the session is still there")
    }
}
