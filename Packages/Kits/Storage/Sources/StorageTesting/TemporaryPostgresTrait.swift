import Foundation
import Testing

/// A suite trait that starts a ``TemporaryPostgres`` before the suite's tests and stops it
/// after them: `@Suite(.temporaryPostgres)`. Tests reach it through
/// ``TemporaryPostgres/forThisTest()``.
public struct TemporaryPostgresTrait: SuiteTrait, TestScoping {
    public var isRecursive: Bool { false }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        guard TemporaryPostgres.unavailableReason == nil else {
            try await function()  // each test says why it cannot run
            return
        }
        let server = try TemporaryPostgres.start()
        defer { server.stop() }
        try await TemporaryPostgres.$current.withValue(server) { try await function() }
    }
}

extension Trait where Self == TemporaryPostgresTrait {
    /// Starts a PostgreSQL server for the suite, and stops it afterwards.
    public static var temporaryPostgres: Self { TemporaryPostgresTrait() }
}

extension TemporaryPostgres {
    /// The server of the suite being run, set by ``TemporaryPostgresTrait``.
    @TaskLocal public static var current: TemporaryPostgres?

    /// The environment variable that makes a missing PostgreSQL a failure rather than a
    /// skipped test: CI sets it, so its PostgreSQL tests can never pass by not running.
    public static let requiredVariable = "WATCHLIST_REQUIRE_POSTGRES"

    /// The suite's server. Where PostgreSQL is not installed, the test is cancelled, which
    /// shows it as skipped with the reason, or fails when ``requiredVariable`` is set.
    public static func forThisTest() throws -> TemporaryPostgres {
        if let current { return current }
        let reason = unavailableReason ?? "the suite has no .temporaryPostgres trait"
        if ProcessInfo.processInfo.environment[requiredVariable] == "1" {
            Issue.record("PostgreSQL is required (\(requiredVariable)=1) but cannot run: \(reason)")
            throw PostgresToolProblem.notInstalled
        }
        try Test.cancel("PostgreSQL cannot run here: \(reason)")
    }
}
