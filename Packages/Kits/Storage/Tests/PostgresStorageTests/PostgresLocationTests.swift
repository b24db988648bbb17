import PostgresStorage
import Testing

@Suite struct PostgresLocationTests {
    @Test func aFullURLIsReadWithItsPasswordDecodedAndNeverShown() throws {
        let location = try PostgresLocation(url: "postgres://ada:p%40ss@db.example:6543/watchlist?sslmode=require")
        #expect(location == PostgresLocation(host: "db.example", port: 6543, username: "ada", password: "p@ss", database: "watchlist", tls: .require))
        #expect(!location.description.contains("p@ss") && !location.description.contains("p%40ss"))
    }

    @Test func thePortAndTLSHaveLibpqsDefaults() throws {
        let location = try PostgresLocation(url: "postgresql://ada@localhost/watchlist")
        #expect(location.port == 5432 && location.tls == .prefer && location.password == nil)
    }

    @Test(arguments: [
        ("mysql://ada@host/db", "postgres://"), ("postgres://host/db", "no user"), ("postgres://ada@host", "no database"),
        ("postgres://ada@host/db?sslmode=maybe", "sslmode"), ("postgres://ada@host/db?timeout=3", "timeout"), ("not a url", "not a URL"),
    ])
    func aBadURLSaysWhatIsWrong(url: String, expected: String) {
        #expect {
            try PostgresLocation(url: url)
        } throws: { error in
            guard case .invalidURL(let reason) = error as? PostgresStartError else { return false }
            return reason.contains(expected)
        }
    }
}
