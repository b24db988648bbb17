import Foundation
import Hummingbird
import ServerTestSupport
import TestSupport
import Testing

/// Sketch end to end, as a person meets it. These tests live with the feature; the root, which
/// builds the binaries, runs them as `SketchEndToEndTests`: the real `watchlist` keeps a
/// profile's items, and `watchlist-server`'s root, served in-process on 127.0.0.1, takes them
/// through the API and the page's form and shows them to their profile only.
@Suite struct SketchEndToEndTests {
    @Test func theCommandLineKeepsTheSignedInProfilesItems() async throws {
        let app = try WatchlistBinary()
        defer { app.remove() }
        let signedOut = try await app.run(["sketch", "add", "first item"])
        #expect(signedOut.status == 1 && signedOut.standardError.contains("watchlist login NAME"), "\(signedOut.standardError)")
        #expect(try await app.run(["signup", "ada", "--password-stdin"], input: "longpassword\n").status == 0)
        let added = try await app.run(["sketch", "add", "first item"])
        #expect(added.status == 0 && added.standardOutput == "Added \"first item\".\n", "\(added.standardError)")
        let listed = try await app.run(["sketch", "list"])
        #expect(listed.standardOutput == "#  Text\n1  first item\n", "\(listed.standardOutput)")
    }

    @Test func theAPIAndThePageKeepAProfilesItemsFromTheOthers() async throws {
        try await ServerFixture().withServer { api in
            let token = try await api.signUp("ada")
            let added = try await api.send(.post, "/v1/sketch", token: token, json: ["text": "first item"])
            #expect(added.status == .created && added.object["text"] as? String == "first item", "\(added.object)")
            let blank = try await api.send(.post, "/v1/sketch", token: token, json: ["text": " "])
            #expect(blank.status == .badRequest && blank.error?.contains("the text is empty") == true, "\(blank.object)")

            let ada = Browser(api.client)
            try await ada.open("/login")
            try await ada.submit("/login", ["name": "ada", "password": "correct horse"])
            let page = try await ada.submit("/sketch", ["text": "second item"])
            #expect(page.path == "/sketch" && page.main.contains(#"<li value="2">second item</li>"#), "\(page.main.prefix(2_000))")
            #expect(try await api.send(.get, "/v1/sketch", token: token).array.map { $0["text"] as? String } == ["first item", "second item"])

            let sam = Browser(api.client)
            try await sam.signUp("sam")
            let others = try await sam.open("/sketch")
            #expect(others.main.contains("Nothing yet.") && !others.main.contains("first item"), "\(others.main.prefix(2_000))")
        }
    }
}
