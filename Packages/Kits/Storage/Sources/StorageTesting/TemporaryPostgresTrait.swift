import Foundation
import TestRequirements
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

    /// What a PostgreSQL test needs of the machine.
    public static let requirement = MachineRequirement(variable: requiredVariable) {
        unavailableReason.map { "PostgreSQL cannot run here: \($0)" }
    }

    /// The suite's server. Where PostgreSQL is not installed, the test is cancelled, which
    /// shows it as skipped with the reason, or fails when ``requiredVariable`` is set.
    public static func forThisTest() throws -> TemporaryPostgres {
        if let current { return current }
        try requirement.check()
        Issue.record("PostgreSQL can run here, but the suite has no .temporaryPostgres trait to start it")
        throw PostgresToolProblem.notInstalled
    }
}
