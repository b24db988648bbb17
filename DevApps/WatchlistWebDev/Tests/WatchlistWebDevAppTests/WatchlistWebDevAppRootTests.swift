import Foundation
import Hummingbird
import HummingbirdTesting
import AuthInterface
import CommandInjection
import Logging
import Testing
@testable import WatchlistWebDevApp

/// watchlist-web-dev's root: the Watchlist pages alone over real HTTP, on the seeded fixtures.
@Suite struct WatchlistWebDevAppRootTests {
    static func root(_ arguments: [String] = []) throws -> WatchlistWebDevRoot {
        var options = try WatchlistWebDevOptions.parse(arguments)
        options.port = 0
        return try WatchlistWebDevRoot(options: options, logger: Logger(label: "watchlist-web-dev-test"))
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

    #if WatchlistWebDevAdapters
    @Test func webDevAppDatabaseFlagWiresSQLite() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "watchlist-web-dev-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "list.sqlite").path
        let first = try Self.root(["--database", file])
        try await first.seed()
        let reopened = try Self.root(["--database", file])
        try await reopened.seed()
        let dev = Profile(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001") ?? UUID(), name: "dev")
        let entries = try await reopened.watchlist(of: dev).entries(filter: .watched, sort: .added)
        #expect(entries.count == 2 && entries.allSatisfy { $0.viewingCount == 1 }, "the file's list was seeded twice: \(entries)")
    }
    #else
    @Test func withoutTheLiveTraitTheDatabaseFlagExplainsHowToRebuild() throws {
        let error = #expect(throws: AdaptersNotBuilt(executable: "watchlist-web-dev", option: "--database", trait: "WatchlistWebDevAdapters")) {
            try Self.root(["--database", "/tmp/x.sqlite"])
        }
        #expect(error?.description.contains("--traits WatchlistWebDevAdapters") == true)
    }
    #endif
}
