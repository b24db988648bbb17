import Foundation
import Testing

/// One person's `watchlist`, with its own data directory: a machine of their own, for tests
/// that run the real binaries.
public struct CLIUser: Sendable {
    /// Their data directory.
    public let directory: URL
    /// Their password.
    public let password = "correct horse battery"

    /// A person named `name`, with a directory of their own in `root`.
    public init(_ name: String, in root: URL) throws {
        directory = root.appending(path: name)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Where `remote login` keeps their session.
    public var sessionFile: URL { directory.appending(path: "remote-session.json") }

    /// Runs `watchlist arguments`; its exit status, standard output and standard error.
    @discardableResult
    public func run(_ arguments: [String], input: String = "") async throws -> ChildProcess.Finished {
        try await ChildProcess.run(
            RunningServer.executable.deletingLastPathComponent().appending(path: "watchlist"), arguments,
            environment: ["HOME": directory.path, "WATCHLIST_DB": directory.appending(path: "watchlist.sqlite").path, "NO_COLOR": "1", "PATH": "/usr/bin:/bin"],
            input: Data(input.utf8)
        )
    }

    /// Signs up as `name` on the server at `server`, through `remote signup`.
    public func signUp(on server: String, as name: String) async throws {
        let result = try await run(["remote", "signup", server, name, "--password-stdin"], input: password + "\n")
        #expect(result.status == 0, "\(result.error)")
    }
}

extension RunningServer {
    /// A person named `name`, on a machine of their own in `directory`, signed up to this server
    /// with the real `watchlist` (`remote signup`): their commands act on the server.
    public func signedUp(_ name: String, in directory: URL) async throws -> CLIUser {
        let person = try CLIUser(name, in: directory)
        try await person.signUp(on: "http://127.0.0.1:\(port)", as: name)
        return person
    }
}
