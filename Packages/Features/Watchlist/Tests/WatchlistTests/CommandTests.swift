import WatchlistTestSupport
import ArgumentParser
import AuthInterface
import AuthTesting
import CommandInjection
import Injection
import Foundation
import TerminalUI
import TerminalUIInterface
import TerminalUITesting
import Testing
import WatchlistInterface
@testable import Watchlist
@testable import WatchlistArchive
@testable import WatchlistCLI
@testable import WatchlistHistory
@testable import WatchlistScreens

/// The commands, in-process, with fixtures.
@Suite struct CommandTests {
    @Test func addThenListAsJSON() async throws {
        let service = makeService()
        #expect(try await run(AddCommand<NoKindOptions>.self, ["fixture:1", "--note", "scary"], service: service).output == "Added Alien (1979) to your watchlist.\n")
        #expect(try await run(AddCommand<NoKindOptions>.self, ["1"], service: service).output == "Alien (1979) is already on your watchlist.\n")
        _ = try await run(WatchedCommand<NoKindOptions>.self, ["1", "--rating", "10"], service: service)
        let output = try await run(ListCommand<NoKindOptions>.self, ["--json"], service: service).output
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        #expect(entries.count == 1)
        #expect(entries[0]["watched"] as? Bool == true && entries[0]["rating"] as? Int == 10 && entries[0]["note"] as? String == "scary")
    }

    @Test func listPrintsATable() async throws {
        let service = makeService()
        _ = try await service.add(alien, note: nil)
        let output = try await run(ListCommand<NoKindOptions>.self, [], service: service).output
        #expect(output.hasPrefix("ID         Title  Year  Watched  Times  Rating  Added\nfixture:1  Alien  1979  no           —       —  2023-11-14\n"))
    }

    @Test func watchedTwiceIsTwoViewingsAndHistoryListsThemNewestFirst() async throws {
        let service = makeService()
        _ = try await service.add(alien, note: nil)
        let first = try await run(WatchedCommand<NoKindOptions>.self, ["1", "--on", "2020-05-01", "--rating", "8", "--review", "tense"], service: service).output
        #expect(first == "Marked Alien watched, rated 8/10.\n")
        let second = try await run(WatchedCommand<NoKindOptions>.self, ["1", "--on", "2021-06-02"], service: service).output
        #expect(second == "Marked Alien watched (viewing 2).\n")

        let table = try await run(ListCommand<NoKindOptions>.self, [], service: service).output
        #expect(table.contains("fixture:1  Alien  1979  2021-06-02      2    8/10  2023-11-14\n"), "\(table)")

        let json = try await run(HistoryCommand<NoKindOptions>.self, ["--json"], service: service).output
        let viewings = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(viewings.map { $0["watchedOn"] as? String } == ["2021-06-02", "2020-05-01"])
        #expect(viewings.map { $0["review"] as? String } == [nil, "tense"])
        #expect(viewings.allSatisfy { $0["id"] as? String == "fixture:1" && $0["title"] as? String == "Alien" })

        let history = try await run(HistoryCommand<NoKindOptions>.self, [], service: service).output
        #expect(history.hasPrefix("Watched     ID         Title  Year  Rating  Review\n2021-06-02  fixture:1  Alien  1979       —"), "\(history)")
    }

    @Test(arguments: ["2023-02-29", "yesterday", "2023-11-14T10:00"])
    func aDayThatIsNotYYYYMMDDIsRefusedBeforeRunning(day: String) async {
        let error = await #expect(throws: (any Error).self) { _ = try await run(WatchedCommand<NoKindOptions>.self, ["1", "--on", day], service: makeService()) }
        #expect(WatchedCommand<NoKindOptions>.message(for: error ?? CancellationError()).contains("--on must be a day written as YYYY-MM-DD, such as 2026-11-01, not \(day)."))
    }

    @Test func anEmptyHistorySaysHowToRecordAViewing() async throws {
        let output = try await run(HistoryCommand<NoKindOptions>.self, [], service: makeService()).output
        #expect(output == "No viewings yet. Record one with `watched ID`.\n")
    }

    @Test func ratingOutsideOneToTenIsRefusedBeforeRunning() async {
        let error = await #expect(throws: (any Error).self) { _ = try await run(WatchedCommand<NoKindOptions>.self, ["1", "--rating", "0"], service: makeService()) }
        #expect(WatchedCommand<NoKindOptions>.message(for: error ?? CancellationError()).contains("--rating must be from 1 to 10"))
    }

    @Test func withoutATerminalASignedOutCommandFailsWithTheLogInMessage() async {
        let error = await #expect(throws: AuthError.notLoggedIn) { _ = try await run(ListCommand<NoKindOptions>.self, [], service: makeService(profile: nil)) }
        #expect(error?.description == "no one is logged in")
    }

    @Test func onATerminalASignedOutCommandPresentsLogInThroughTheAuthFactory() async throws {
        let auth = CountingAuthScreens()
        let terminal = ScriptedTerminal(isInteractive: true)
        await #expect(throws: AuthError.notLoggedIn) {
            _ = try await run(ListCommand<NoKindOptions>.self, [], service: makeService(profile: nil), terminal: terminal, auth: auth)
        }
        #expect(await auth.presented == 1)
        #expect(terminal.output.contains("log-in screen"))
    }
}
