import Foundation
import Hummingbird
import HummingbirdTesting
import AuthInterface
import CommandInjection
import Logging
import Testing
@testable import SeriesWebDevApp

/// series-web-dev's root: the Series pages and API routes alone over real HTTP, on the seeded
/// fixtures.
@Suite struct SeriesWebDevAppRootTests {
    static func root(_ arguments: [String] = []) throws -> SeriesWebDevRoot {
        var options = try SeriesWebDevOptions.parse(arguments)
        options.port = 0
        return try SeriesWebDevRoot(options: options, logger: Logger(label: "series-web-dev-test"))
    }

    @Test func servesTheSeededSeriesPagesAndRoutesSignedInAsTheFixtureProfile() async throws {
        let root = try Self.root()
        try await root.seed()
        let application = try await root.buildApplication { _ in }
        try await application.test(.live) { client in
            let home = try await client.execute(uri: "/series", method: .get)
            let page = String(buffer: home.body)
            #expect(home.status == .ok && page.contains("Pilot Light") && page.contains("The Office"), "\(page.prefix(2000))")
            #expect(page.contains(#"<span class="viewer">dev</span>"#))
            let show = try await client.execute(uri: "/series/tt0000101", method: .get)
            #expect(show.status == .ok && String(buffer: show.body).contains("Pilot Light S1E3"), "\(String(buffer: show.body).prefix(2000))")
            let list = try await client.execute(uri: "/list", method: .get)
            #expect(list.status == .notFound && String(buffer: list.body).contains("belongs to the Watchlist feature"))

            let next = try await client.execute(uri: "/v1/next", method: .get, headers: [.authorization: "Bearer \(SeriesWebDevRoot.token)"])
            #expect(next.status == .ok && String(buffer: next.body).contains("Pilot Light"), "\(String(buffer: next.body))")
            let anonymous = try await client.execute(uri: "/v1/next", method: .get)
            #expect(anonymous.status == .unauthorized)
        }
    }

    @Test func signedOutSendsEveryPageToTheLogInPageAndRefusesTheToken() async throws {
        let root = try Self.root(["--signed-out"])
        let application = try await root.buildApplication { _ in }
        try await application.test(.live) { client in
            let home = try await client.execute(uri: "/series", method: .get)
            #expect(home.status == .seeOther && home.headers[.location] == "/login")
            let next = try await client.execute(uri: "/v1/next", method: .get, headers: [.authorization: "Bearer \(SeriesWebDevRoot.token)"])
            #expect(next.status == .unauthorized)
        }
    }

    #if SeriesWebDevAdapters
    @Test func seriesWebDevAppDatabaseFlagWiresSQLite() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "series-web-dev-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "series.sqlite").path
        let first = try Self.root(["--database", file])
        try await first.seed()
        let reopened = try Self.root(["--database", file])
        try await reopened.seed()
        let history = try await reopened.series(of: Profile(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001") ?? UUID(), name: "dev")).history()
        #expect(history.count == 2, "the file was seeded twice, or not kept: \(history)")
    }
    #else
    @Test func withoutTheAdaptersTraitTheDatabaseFlagExplainsHowToRebuild() throws {
        let error = #expect(throws: AdaptersNotBuilt(executable: "series-web-dev", option: "--database", trait: "SeriesWebDevAdapters")) {
            try Self.root(["--database", "/tmp/x.sqlite"])
        }
        #expect(error?.description.contains("--traits SeriesWebDevAdapters") == true)
    }
    #endif
}
