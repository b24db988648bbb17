import AuthTesting
import Foundation
import ArgumentParser
import Injection
import ListsInterface
import ListsTesting
import TerminalUI
import TerminalUIInterface
import TerminalUITesting
import Testing
@testable import Lists
@testable import ListsCLI
import ListsFiles

/// `lists ARGUMENTS` run in-process on `service`, with the standard fixture catalog; what it
/// printed.
func runLists(_ arguments: [String], service: any ListsService) async throws -> String {
    let terminal = ScriptedTerminal()
    let container = Container()
    container.register((any Terminal).self, instance: terminal)
    container.register((any ListsService).self, instance: service)
    container.register((any TitleMatching).self, instance: FixtureTitles.standard)
    try await InjectionContext.withContainer(container) {
        var command = try ListsCommand.parseAsRoot(arguments)
        try InjectionContext.prepare(command)
        if var asynchronous = command as? any AsyncParsableCommand {
            try await asynchronous.run()
        } else {
            try command.run()
        }
    }
    return terminal.output
}

/// The commands, in-process, on the in-memory repository.
@Suite struct ListsCommandTests {
    private func run(_ arguments: [String], service: any ListsService) async throws -> String {
        try await runLists(arguments, service: service)
    }

    private func service() -> DefaultListsService {
        DefaultListsService(profiles: SignedInProfile(), repository: InMemoryListsRepository(), titles: FixtureTitles.standard, library: FixtureLibrary.standard)
    }

    @Test func makeFillReorderAndShowAList() async throws {
        let service = service()
        #expect(try await run(["new", "Date night", "--description", "Fridays"], service: service) == "Made the list \"Date night\".\n")
        #expect(try await run(["add", "Date night", "tt0068646"], service: service) == "Put The Godfather (1972) on \"Date night\" at 1.\n")
        #expect(try await run(["add", "Date night", "tt0111161", "--note", "first"], service: service) == "Put The Shawshank Redemption (1994) on \"Date night\" at 2.\n")
        #expect(try await run(["move", "date night", "tt0111161", "1"], service: service) == "Moved The Shawshank Redemption to 1 on \"date night\".\n")
                #expect(try await run(["add", "Date night", "tt0903747"], service: service) == "Put Breaking Bad (2008) on \"Date night\" at 3.\n")
        #expect(try await run(["show", "Date night"], service: service) == """
            #  Title                     Year  Kind    IMDb       Note
            1  The Shawshank Redemption  1994  film    tt0111161  first
            2  The Godfather             1972  film    tt0068646  \("")
            3  Breaking Bad              2008  series  tt0903747  \("")

            """)
        #expect(try await run([], service: service) == "Name        Titles  Description\nDate night       3  Fridays\n")
    }

    @Test func jsonIsWhatTheServiceAnswers() async throws {
        let service = service()
        _ = try await service.create("L", description: "")
        _ = try await service.add("tt0068646", to: "L", note: "n", at: nil)
        #expect(try await run(["show", "L", "--json"], service: service) == """
            [
              {
                "kind" : "film",
                "note" : "n",
                "position" : 1,
                "title" : "The Godfather",
                "titleID" : "tt0068646",
                "year" : 1972
              }
            ]

            """)
        #expect(try await run(["all", "--json"], service: service).contains("\"count\" : 1"))
    }

    @Test func removeAndDeleteTakeTitlesAndListsAway() async throws {
        let service = service()
        _ = try await service.create("L", description: "")
        _ = try await service.add("tt0068646", to: "L", note: "", at: nil)
        #expect(try await run(["remove", "L", "tt0068646"], service: service) == "Took tt0068646 off \"L\".\n")
        #expect(try await run(["show", "L"], service: service).hasPrefix("The list is empty."))
        #expect(try await run(["delete", "L"], service: service) == "Deleted the list \"L\".\n")
        #expect(try await service.lists().isEmpty)
    }

    @Test func anIdNoCatalogHasIsRefusedAndNothingIsAdded() async throws {
        let service = service()
        _ = try await service.create("L", description: "")
        await #expect(throws: ListsError.unknownTitle("tt9999999")) { try await run(["add", "L", "tt9999999"], service: service) }
        #expect(try await service.items(in: "L").isEmpty)
    }

    @Test func anExportImportsBackAsTheSameListAndWhatTheCatalogsLackIsWrittenToACSV() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "lists-archive-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let service = service()
        _ = try await service.create("Date night", description: "Fridays")
        _ = try await service.add("tt0903747", to: "Date night", note: "start, \"here\"", at: nil)
        _ = try await service.add("tt0068646", to: "Date night", note: "", at: nil)
        let file = directory.appending(path: "date-night.json").path
        #expect(try await run(["export", "date night", "--output", file], service: service) == "Wrote \"Date night\" to \(file).\n")
        #expect(try await run(["import", file, "--into", "Copy"], service: service) == "Put 2 of 2 titles on \"Copy\".\n")
        #expect(try await service.items(in: "Copy") == service.items(in: "Date night"))
        #expect(try await run(["import", file, "--into", "copy"], service: service) == "Put 0 of 2 titles on \"Copy\"; 2 were on it already.\n")

        // The same file on a machine whose catalogs lack a title: it is listed and written out, not guessed.
        let elsewhere = DefaultListsService(profiles: SignedInProfile(), repository: InMemoryListsRepository(), titles: FixtureTitles([
            ListedTitle(titleID: "tt0068646", kind: "film", title: "The Godfather", year: 1972),
        ]), library: FixtureLibrary.standard)
        let output = try await run(["import", file], service: elsewhere)
        #expect(output.hasPrefix("Put 1 of 2 titles on \"Date night\".\n1 not in the catalogs here"), "\(output)")
        let csv = try String(contentsOfFile: file + ".unmatched.csv", encoding: .utf8)
        #expect(csv == "line,titleID,title,year,note\n1,tt0903747,Breaking Bad,2008,\"start, \"\"here\"\"\"\n")
        #expect(try await elsewhere.lists() == [TitleList(name: "Date night", description: "Fridays", count: 1)])
    }

    @Test func letterboxdsListExportIsMatchedByTitleAndYearAndWhatIsNotExactlyOneFilmIsWrittenOut() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "lists-letterboxd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "date-night.csv").path
        try Data("""
            Letterboxd list export v7
            Date,Name,Tags,URL,Description
            2024-02-01,Date night,,https://letterboxd.com/ada/list/date-night/,For Fridays

            Position,Name,Year,URL,Description
            1,the matrix,1999,https://letterboxd.com/film/the-matrix/,first
            2,The Matrix,2003,https://letterboxd.com/film/the-matrix-reloaded/,
            3,The Godfather,1972,https://letterboxd.com/film/the-godfather/,

            """.utf8).write(to: URL(filePath: file))
        let service = service()
        let output = try await run(["import", file], service: service)
        #expect(output.hasPrefix("Put 2 of 3 titles on \"Date night\".\n1 not in the catalogs here"), "\(output)")
        #expect(try await service.items(in: "Date night").map(\.titleID) == ["tt0133093", "tt0068646"])
        #expect(try await service.items(in: "Date night").first?.note == "first")
        #expect(try String(contentsOfFile: file + ".unmatched.csv", encoding: .utf8) == "line,titleID,title,year,note\n7,,The Matrix,2003,\n")

        let exported = directory.appending(path: "out.csv").path
        _ = try await service.add("tt0903747", to: "Date night", note: "", at: nil)
        #expect(try await run(["export", "Date night", "--format", "letterboxd", "-o", exported], service: service) == "Wrote \"Date night\" to \(exported); 1 series left out, as Letterboxd keeps films only.\n")
        #expect(try await run(["import", exported, "--into", "Copy"], service: service) == "Put 2 of 2 titles on \"Copy\".\n")
        await #expect(throws: ValidationError.self) { try await run(["import", exported], service: service) }
    }

    @Test(arguments: ["", "[{\"type\": 1}]", "{\"watchlistList\": 1}", "{\"watchlistList\": 2, \"name\": \"x\", \"description\": \"\", \"items\": []}", "\u{FEFF}{nope"])
    func aFileThatIsNotAnExportImportsNothing(_ text: String) async throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "lists-bad-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let service = service()
        await #expect(throws: ListFileError.self) { try await run(["import", file.path], service: service) }
        #expect(try await service.lists().isEmpty)
    }

    @Test func aPublicPageOpensShowsTheListsPublishedAndCloses() async throws {
        let service = DefaultListsService(profiles: SignedInProfile(), repository: InMemoryListsRepository(lists: [("Date night", []), ("Private", [])]), titles: FixtureTitles.standard, library: FixtureLibrary.standard, sharing: ListSharing(newToken: { "t" }, digest: { $0 }))
        #expect(try await run(["page"], service: service) == "You have no public page; open one with `--open PATH`.\n")
        #expect(try await run(["publish", "date night"], service: service) == "\"date night\" will be on your public page once you open one with `page --open PATH`.\n")
        #expect(try await run(["page", "--open", "Film-Club"], service: service) == "Your public page is at /people/film-club on the server.\nIt shows: \"Date night\".\n")
        #expect(try await run(["page", "--json"], service: service) == """
            {
              "lists" : [
                {
                  "count" : 0,
                  "description" : "",
                  "name" : "Date night",
                  "rules" : [

                  ]
                }
              ],
              "path" : "film-club"
            }

            """)
        #expect(try await run(["unpublish", "Date night"], service: service) == "\"Date night\" is off your public page.\n")
        #expect(try await run(["page"], service: service).hasSuffix("It shows no list yet; show one with `publish NAME`.\n"))
        let closed = try JSONSerialization.jsonObject(with: Data(try await run(["page", "--close", "--json"], service: service).utf8)) as? [String: Any]
        #expect(closed?["path"] is NSNull && (closed?["lists"] as? [Any])?.isEmpty == true, "\(String(describing: closed))")
        #expect(try await service.publicPage() == nil)
        await #expect(throws: (any Error).self) { try await run(["page", "--open", "x", "--close"], service: service) }
    }

    @Test func aPlacePastTheEndFailsWithTheFeaturesErrorAndItsAdvice() async throws {
        let service = service()
        _ = try await service.create("L", description: "")
        await #expect(throws: ListsError.noSuchPosition(5, count: 0)) { try await run(["add", "L", "tt0068646", "--at", "5"], service: service) }
        let advice = ListsAdvice.advice(for: ListsError.noSuchList("X"), invokedAs: "watchlist lists")
        #expect(advice == "See your lists' names with `watchlist lists`, or make one with `watchlist lists new NAME`.")
    }
}

/// The rule-based lists' commands.
@Suite struct ListsRulesCommandTests {
    private func run(_ arguments: [String], service: any ListsService) async throws -> String {
        try await runLists(arguments, service: service)
    }

    @Test func makeShowChangeAndClearRules() async throws {
        let service = DefaultListsService(profiles: SignedInProfile(), repository: InMemoryListsRepository(), titles: FixtureTitles.standard, library: FixtureLibrary.standard)
        #expect(try await run(["new", "Dramas", "--rule", "genre=Drama", "--rule", "watched=yes"], service: service)
            == "Made the list \"Dramas\" by 2 rules: 2 titles meet them now.\n")
        #expect(try await run(["rules", "dramas"], service: service) == "\"Dramas\" holds what meets genre=Drama, watched=yes: 2 titles now.\n")
        #expect(try await run(["show", "Dramas"], service: service).contains("1  The Godfather"))
        #expect(try await run(["rules", "Dramas", "genre=Drama", "rating>=10"], service: service) == "\"Dramas\" is made by 2 rules: 1 title meets them now.\n")
        #expect(try await run([], service: service) == "Name    Titles  Description  Rules\nDramas       1               genre=Drama, rating>=10\n")
        #expect(try await run(["rules", "Dramas", "kind=series"], service: service) == "\"Dramas\" is made by 1 rule: 0 titles meet them now.\n")
        #expect(try await run(["show", "Dramas"], service: service) == "No title you keep meets kind=series. Change them with `lists rules \"Dramas\" RULE…`.\n")
        #expect(try await run(["rules", "Dramas", "--clear"], service: service) == "\"Dramas\" has no rules now; it is an empty list kept by hand.\n")
        await #expect(throws: ListsError.unknownRuleField("network")) { _ = try await run(["rules", "Dramas", "network=HBO"], service: service) }
        #expect(throws: (any Error).self) { _ = try ListsCommand.parseAsRoot(["rules", "Dramas", "year>=1990", "--clear"]) }
    }

    @Test func adviceNamesTheRulesCommand() {
        #expect(ListsAdvice.advice(for: ListsError.unknownRuleField("network"), invokedAs: "watchlist lists") == "See what rules read with `watchlist lists rules --help`; for example `watchlist lists rules NAME genre=Drama year>=1990`.")
        #expect(ListsAdvice.advice(for: ListsError.listHasRules("D"), invokedAs: "lists-dev")?.contains("lists-dev rules \"D\"") == true)
    }

    @Test func anExportOfARuleBasedListImportsAsItsRules() async throws {
        let service = DefaultListsService(profiles: SignedInProfile(), repository: InMemoryListsRepository(), titles: FixtureTitles.standard, library: FixtureLibrary.standard)
        _ = try await service.create("Dramas", description: "sad", rules: ["genre=Drama"])
        let file = FileManager.default.temporaryDirectory.appending(path: "rules-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        _ = try await run(["export", "Dramas", "-o", file], service: service)
        let elsewhere = DefaultListsService(profiles: SignedInProfile(), repository: InMemoryListsRepository(), titles: FixtureTitles.standard, library: FixtureLibrary.standard)
        #expect(try await run(["import", file], service: elsewhere) == "\"Dramas\" is made by 1 rule again: 2 titles meet them here.\n")
        #expect(try await elsewhere.lists() == [TitleList(name: "Dramas", description: "sad", count: 2, rules: ["genre=Drama"])])
    }
}
