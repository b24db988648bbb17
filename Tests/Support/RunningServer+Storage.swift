import StorageTesting

extension RunningServer {
    /// The server's storage options for `storage`, as a parameterized test names it: a new
    /// database on the suite's PostgreSQL (`.temporaryPostgres`) for "PostgreSQL", or `nil`,
    /// an SQLite file in the test's directory, for anything else.
    public static func storageOptions(_ storage: String) throws -> [String]? {
        guard storage == "PostgreSQL" else { return nil }
        let postgres = try TemporaryPostgres.forThisTest()
        return ["--postgres", try postgres.url(database: postgres.createDatabase())]
    }
}
