import Foundation
import Hummingbird
import ServerTestSupport
import TestSupport
import Testing

/// Lists end to end, as a person meets it. These tests live with the feature; the root, which
/// builds the binaries, runs them as `ListsEndToEndTests`: the real `watchlist` keeps a
/// profile's lists in its order, and `watchlist-server`'s root, served in-process on
/// 127.0.0.1, takes them through the API and the pages' forms and shows them to their
/// profile only.
@Suite struct ListsEndToEndTests {
    @Test func theCommandLineKeepsTheSignedInProfilesListsInItsOrder() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let signedOut = try await app.run(["lists", "new", "Date night"])
        #expect(signedOut.status == 1 && signedOut.standardError.contains("watchlist login NAME"), "\(signedOut.standardError)")
        #expect(try await app.run(["signup", "ada", "--password-stdin"], input: "longpassword\n").status == 0)
        #expect(try await app.run(["lists", "new", "Date night"]).standardOutput == "Made the list \"Date night\".\n")
        // A film by the embedded catalog's id, as `search` shows it; a series by its IMDb id.
        #expect(try await app.run(["lists", "add", "Date night", "offline:1"]).standardOutput == "Put The Godfather (1972) on \"Date night\" at 1.\n")
        #expect(try await app.run(["lists", "add", "date night", "tt0903747", "--at", "1"]).standardOutput == "Put Breaking Bad (2008) on \"date night\" at 1.\n")
        let unknown = try await app.run(["lists", "add", "Date night", "tt9999999"])
        #expect(unknown.status == 1 && unknown.standardError.contains("no film or series in the catalogs has the id tt9999999"), "\(unknown.standardError)")
        let past = try await app.run(["lists", "move", "Date night", "offline:1", "3"])
        #expect(past.status == 1 && past.standardError.contains("there is no place 3; the list has places 1 to 2"), "\(past.standardError)")
        #expect(past.standardError.contains("leave out `--at`"), "the advice names an option of `watchlist lists add`: \(past.standardError)")
        let shown = try await app.run(["lists", "show", "Date night", "--json"])
        let items = try JSONSerialization.jsonObject(with: Data(shown.standardOutput.utf8)) as? [[String: Any]]
        #expect(items?.map { $0["titleID"] as? String } == ["tt0903747", "offline:1"], "\(shown.standardOutput)")
        #expect(items?.map { $0["title"] as? String } == ["Breaking Bad", "The Godfather"], "\(shown.standardOutput)")
        let all = try await app.run(["lists"])
        #expect(all.standardOutput.contains("Date night       2"), "\(all.standardOutput)")

        // IMDb's list export, which names no list: --into names it; an id no catalog has is written out.
        let imdb = app.directory.appending(path: "imdb-list.csv")
        try Data("Position,Const,Created,Modified,Description,Title,URL,Title Type,Year\n1,tt0903747,,,binge,Breaking Bad,,TV Series,2008\n2,tt9999999,,,,Nothing,,Movie,2001\n".utf8).write(to: imdb)
        let unnamed = try await app.run(["lists", "import", imdb.path])
        #expect(unnamed.status != 0 && unnamed.standardError.contains("--into NAME"), "\(unnamed.standardError)")
        let imported = try await app.run(["lists", "import", imdb.path, "--into", "From IMDb"])
        #expect(imported.standardOutput.hasPrefix("Put 1 of 2 titles on \"From IMDb\".\n1 not in the catalogs here"), "\(imported.standardOutput)")
        #expect(try String(contentsOf: imdb.appendingPathExtension("unmatched.csv"), encoding: .utf8) == "line,titleID,title,year,note\n3,tt9999999,Nothing,2001,\n")
        let letterboxd = try await app.run(["lists", "export", "Date night", "--format", "letterboxd"])
        #expect(letterboxd.standardOutput.hasPrefix("Position,Title,Year,imdbID,tmdbID,Review\r\n1,The Godfather,1972,,,\r\n"), "\(letterboxd.standardOutput)")
    }

    @Test func theAPIAndThePagesKeepAProfilesListsFromTheOthers() async throws {
        try await ServerFixture().withServer { api in
            let token = try await api.signUp("ada")
            let made = try await api.send(.post, "/v1/lists", token: token, json: ["name": "Date night"])
            #expect(made.status == .created && made.object["name"] as? String == "Date night", "\(made.object)")
            let blank = try await api.send(.post, "/v1/lists", token: token, json: ["name": " "])
            #expect(blank.status == .badRequest && blank.error?.contains("the list's name is empty") == true, "\(blank.object)")
            let added = try await api.send(.post, "/v1/lists/Date%20night/items", token: token, json: ["titleID": "offline:1"])
            #expect(added.status == .created && added.object["title"] as? String == "The Godfather", "\(added.object)")
            let unknown = try await api.send(.post, "/v1/lists/Date%20night/items", token: token, json: ["titleID": "tt9999999"])
            #expect(unknown.status == .notFound, "\(unknown.object)")

            let ada = Browser(api.client)
            try await ada.open("/login")
            try await ada.submit("/login", ["name": "ada", "password": "correct horse"])
            try await ada.open("/lists/Date%20night")
            let page = try await ada.submit("/lists/Date%20night/items", ["titleID": "tt0903747", "position": "1"])
            #expect(page.main.contains("<span class=\"title\" data-id=\"tt0903747\">Breaking Bad</span> (2008)"), "\(page.main.prefix(2_000))")
            let moved = try await ada.submit("/lists/Date%20night/move", ["titleID": "tt0903747", "position": "2"])
            #expect(moved.main.contains("Moved Breaking Bad to 2."), "\(moved.main.prefix(2_000))")
            let order = try await api.send(.get, "/v1/lists/date%20NIGHT/items", token: token).array.map { $0["titleID"] as? String }
            #expect(order == ["offline:1", "tt0903747"])

            // Shared: the list reads at a secret address without an account, until it is unshared.
            let share = try await api.send(.put, "/v1/lists/Date%20night/share", token: token)
            let rssPath = try #require(share.object["rss"] as? String)
            let rss = try await api.client.execute(uri: rssPath, method: .get)
            #expect(rss.status == .ok && String(buffer: rss.body).contains("<item><title>The Godfather (1972)</title>"), "\(String(buffer: rss.body))")
            let sharedPage = "/lists/shared/\(try #require(share.object["token"] as? String))"
            let open = try await api.client.execute(uri: sharedPage, method: .get)
            #expect(open.status == .ok && String(buffer: open.body).contains("<span class=\"title\">The Godfather</span> (1972)"), "no account needed")
            #expect(try await api.send(.delete, "/v1/lists/Date%20night/share", token: token).status == .noContent)
            #expect(try await api.client.execute(uri: rssPath, method: .get).status == .notFound)
            #expect(try await api.client.execute(uri: sharedPage, method: .get).status == .notFound)

            let sam = Browser(api.client)
            try await sam.signUp("sam")
            let others = try await sam.open("/lists")
            #expect(others.main.contains("No lists yet.") && !others.main.contains("Date night"), "\(others.main.prefix(2_000))")
            let theirs = try await api.send(.get, "/v1/lists/Date%20night/items", token: try await api.signUp("kim"))
            #expect(theirs.status == .notFound)
        }
    }
}
