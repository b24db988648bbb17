import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Testing
@testable import WatchlistWebDevApp

/// watchlist-web-dev's root: the Watchlist pages alone over real HTTP, on the seeded fixtures.
@Suite struct WatchlistWebDevAppRootTests {
    static func root(_ arguments: [String] = []) throws -> CompositionRoot {
        var options = try WatchlistWebDevOptions.parse(arguments)
        options.port = 0
        return CompositionRoot(options: options, logger: Logger(label: "watchlist-web-dev-test"))
    }

    @Test func servesTheSeededListSignedInAsTheFixtureProfile() async throws {
        let root = try Self.root()
        try await root.seed()
        let application = try await root.buildApplication { _ in }
        try await application.test(.live) { client in
            let list = try await client.execute(uri: "/list", method: .get)
            let page = String(buffer: list.body)
            #expect(list.status == .ok && page.contains("Alien") && page.contains("Seeded by watchlist-web-dev"))
            #expect(page.contains(#"<span class="viewer">dev</span>"#))
            let film = try await client.execute(uri: "/films/fixture:1", method: .get)
            #expect(film.status == .notFound && String(buffer: film.body).contains("belongs to the Movies feature"))
            let statistics = try await client.execute(uri: "/stats", method: .get)
            #expect(String(buffer: statistics.body).contains("<svg"))
        }
    }

    @Test func signedOutSendsEveryPageToTheLogInPage() async throws {
        let root = try Self.root(["--signed-out"])
        let application = try await root.buildApplication { _ in }
        try await application.test(.live) { client in
            let list = try await client.execute(uri: "/list", method: .get)
            #expect(list.status == .seeOther && list.headers[.location] == "/login")
        }
    }
}
