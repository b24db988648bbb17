import Foundation
import Hummingbird
import ServerTestSupport
import TestSupport
import Testing

/// The list's, the history's, the statistics' and the import's pages over real HTTP with the
/// server's root, as a browser uses them: forms, redirects, uploads and cookies.
@Suite struct WatchlistPageTests {
    @Test func aRefusedViewingShowsTheFormAgainWithWhatWasTyped() async throws {
        try await ServerFixture().withServer { api in
            let browser = Browser(api.client)
            try await browser.signUp("ada")
            try await browser.open("/films/offline:1")
            try await browser.submit("/list/add", ["movie": "offline:1"])
            let refused = try await browser.submit("/list/films/offline:1/viewings", ["on": "2024-13-45", "rating": "9", "review": "A long review I typed."])
            #expect(refused.status == 400 && refused.main.contains("the day must be a date, YYYY-MM-DD, not 2024-13-45"))
            #expect(refused.main.contains(">A long review I typed.</textarea>") && refused.main.contains(#"<option value="9" selected>9</option>"#))
        }
    }

    @Test func aSharedListIsReadAndWrittenAsItsShareAllowsUntilRevoked() async throws {
        try await ServerFixture().withServer { api in
            let ada = Browser(api.client)
            let bob = Browser(api.client)
            try await ada.signUp("ada")
            try await bob.signUp("bob")
            try await ada.open("/films/offline:1")
            try await ada.submit("/list/add", ["movie": "offline:1"])
            try await ada.open("/shares")
            let shared = try await ada.submit("/shares", ["name": "bob", "access": "read"])
            #expect(shared.main.contains("Shared your list with bob, read only."))

            let received = try await bob.open("/shares")
            #expect(received.main.contains(#"href="/list?of=ada">ada's list</a>"#))
            #expect(try await bob.open("/list?of=ada").main.contains("The Godfather"))
            let refused = try await bob.submit("/list/add", ["movie": "offline:2", "of": "ada"])
            #expect(refused.status == 403)

            try await ada.open("/shares")
            try await ada.submit("/shares", ["name": "bob", "access": "write"])
            let written = try await bob.submit("/list/add", ["movie": "offline:2", "of": "ada"])
            #expect(written.path == "/list/films/offline:2?of=ada" && written.status == 200)
            #expect(try await ada.open("/list").main.contains("The Godfather Part II"))

            try await ada.open("/shares")
            let revoked = try await ada.submit("/shares/revoke", ["name": "bob"])
            #expect(revoked.main.contains("Stopped sharing your list with bob."))
            #expect(try await bob.open("/list?of=ada").status == 404)
        }
    }

    @Test func anImportShowsWhatWouldChangeAndImportsOnlyWhenConfirmed() async throws {
        try await ServerFixture().withServer { api in
            let browser = Browser(api.client)
            try await browser.signUp("ada")
            try await browser.open("/import")
            let csv = "Date,Name,Year,Letterboxd URI,Rating\n2024-01-05,The Godfather,1972,https://boxd.it/x,4.5\n2024-01-06,No Such Film Anywhere,1901,https://boxd.it/y,3\n"
            let dryRun = try await browser.upload("/import", filename: "ratings.csv", bytes: Array(csv.utf8))
            #expect(dryRun.status == 200 && dryRun.main.contains("would do"))
            #expect(dryRun.main.contains("No Such Film Anywhere (1901)") && dryRun.main.contains("no film matches"))
            #expect(!(try await browser.open("/list").main.contains("The Godfather")), "a dry run wrote to the list")

            let upload = dryRun.value(of: "upload") ?? ""
            let done = try await browser.submit("/import/confirm", ["upload": upload, "csrf": dryRun.forgeryToken ?? ""])
            #expect(done.main.contains("Imported") && done.main.contains("<dt>Films added</dt><dd>1</dd>"))
            #expect(try await browser.open("/list").main.contains("The Godfather"))
            let again = try await browser.submit("/import/confirm", ["upload": upload])
            #expect(again.status == 410, "an upload was imported twice")

            let export = try await browser.open("/export?format=json")
            #expect(export.headers[.contentDisposition] == #"attachment; filename="watchlist.json""#)
            #expect(export.body.contains("The Godfather"))
        }
    }

    /// The web page's JSON export holds the series as `watchlist export` writes them, and its
    /// import brings them into another profile, saying what it would do first; a `series`
    /// section that cannot be read stops the import before anything is written.
    @Test func theWebExportKeepsSeriesAndItsImportBringsThemBack() async throws {
        try await ServerFixture().withServer { api in
            let ada = Browser(api.client)
            try await ada.signUp("ada")
            try await ada.open("/series/tt0903747")
            try await ada.submit("/series/tt0903747/watched", ["season": "S1"])
            let export = try await ada.open("/export?format=json")
            #expect(export.body.contains(#""series""#) && export.body.contains("imdb:tt0903747"), "\(export.body.prefix(400))")

            let sam = Browser(api.client)
            try await sam.signUp("sam")
            try await sam.open("/import")
            let dryRun = try await sam.upload("/import", filename: "watchlist.json", bytes: Array(export.body.utf8))
            #expect(dryRun.status == 200 && dryRun.main.contains(#"<dd id="other-followed">1</dd>"#) && dryRun.main.contains(#"<dd id="other-viewings">7</dd>"#), "\(dryRun.main)")
            #expect(!(try await sam.open("/series").main.contains("Breaking Bad")), "a dry run followed the show")
            let upload = dryRun.value(of: "upload") ?? ""
            let done = try await sam.submit("/import/confirm", ["upload": upload, "csrf": dryRun.forgeryToken ?? ""])
            #expect(done.main.contains("Imported"))
            #expect(try await sam.open("/series").main.contains("S2E1"), "Up Next after the imported season 1")
            #expect(try await sam.open("/export?format=json").body == export.body, "exported again from the other profile, the same bytes")

            let broken = export.body.replacingOccurrences(of: #""kind" : "series""#, with: #""kind" : "opera""#)
            try await sam.open("/import")
            let refused = try await sam.upload("/import", filename: "broken.json", bytes: Array(broken.utf8))
            #expect(refused.status == 400 && refused.main.contains("series 1"), "\(refused.status) \(refused.main)")
        }
    }

    /// Trakt's JSON files uploaded one by one, known by their own names: a history's episode
    /// rows that match nothing are listed with the films', and a show's rating is kept and
    /// shown on the show's page.
    @Test func aTraktUploadListsUnmatchedEpisodesAndKeepsAShowsRating() async throws {
        let trakt = Repository.root.appending(path: "Packages/Features/Watchlist/Fixtures/trakt")
        try await ServerFixture().withServer { api in
            let ada = Browser(api.client)
            try await ada.signUp("ada")
            try await ada.open("/import")
            let history = try await ada.upload("/import", filename: "watched-history.json", bytes: Array(try Data(contentsOf: trakt.appending(path: "watched-history.json"))))
            #expect(history.status == 200 && history.main.contains(#"<dd id="other-followed">2</dd>"#), "\(history.main)")
            #expect(history.main.contains("A Show Nobody Made") && history.main.contains("S1E1") && history.main.contains("no series in the catalog matches"), "\(history.main)")

            try await ada.open("/import")
            let ratings = try await ada.upload("/import", filename: "ratings-shows.json", bytes: Array(try Data(contentsOf: trakt.appending(path: "ratings-shows.json"))))
            #expect(ratings.status == 200 && ratings.main.contains(#"<dd id="other-rated">1</dd>"#), "\(ratings.main)")
            let upload = ratings.value(of: "upload") ?? ""
            let done = try await ada.submit("/import/confirm", ["upload": upload, "csrf": ratings.forgeryToken ?? ""])
            #expect(done.main.contains("Imported") && done.main.contains(#"<dd id="other-rated">1</dd>"#), "\(done.main)")
            let show = try await ada.open("/series/tt1475582")
            #expect(show.main.contains("You rated it 10/10 on 2024-01-02."), "\(show.main)")
        }
    }

    /// TV Time's, Yamtrack's, Simkl's and Movary's exports uploaded as a person has them: each is
    /// told by its content, and its films, episodes and viewings are imported once.
    @Test(arguments: [
        ("yamtrack/yamtrack.csv", "yamtrack_2026-11-28.csv", 2, 3), ("simkl/SimklBackup.json", "SimklBackup.json", 2, 2),
        ("movary/history.csv", "history.csv", 2, 0), ("tvtime/tracking-prod-records-v2.csv", "tracking-prod-records-v2.csv", 0, 4),
    ])
    func anotherTrackersExportImportsItsFilmsAndEpisodesOnce(fixture: String, filename: String, films: Int, episodes: Int) async throws {
        let file = Repository.root.appending(path: "Packages/Features/Watchlist/Fixtures/\(fixture)")
        try await ServerFixture().withServer { api in
            let ada = Browser(api.client)
            try await ada.signUp("ada")
            try await ada.open("/import")
            let dryRun = try await ada.upload("/import", filename: filename, bytes: Array(try Data(contentsOf: file)))
            #expect(dryRun.status == 200 && dryRun.main.contains("<dt>Films added</dt><dd>\(films)</dd>"), "\(dryRun.main)")
            if episodes > 0 { #expect(dryRun.main.contains(#"<dd id="other-viewings">\#(episodes)</dd>"#), "\(dryRun.main)") }
            let upload = dryRun.value(of: "upload") ?? ""
            let done = try await ada.submit("/import/confirm", ["upload": upload, "csrf": dryRun.forgeryToken ?? ""])
            #expect(done.main.contains("Imported"), "\(done.main)")
            if fixture.hasPrefix("movary") { #expect(done.main.contains(#"<p id="left-out">Not kept, as this program has no place for them: the location of 3 plays.</p>"#), "\(done.main)") }
            try await ada.open("/import")
            let again = try await ada.upload("/import", filename: filename, bytes: Array(try Data(contentsOf: file)))
            #expect(again.main.contains("<dt>Films added</dt><dd>0</dd><dt>Films updated</dt><dd>0</dd>"), "importing it again would add: \(again.main)")
            #expect(!again.main.contains(#"<dd id="other-viewings">"#) || again.main.contains(#"<dd id="other-viewings">0</dd>"#), "\(again.main)")
        }
    }

    /// Simkl's CSV is read as Simkl's, and the page says Letterboxd's import format could read
    /// it too; chosen under Format, the file is read that way (and refused, as its ratings are
    /// out of ten), and the choice follows the confirmation. A format the page does not list is
    /// refused.
    @Test func aFileTwoFormatsCouldReadIsReadByItsColumnsAndTheOtherCanBeChosen() async throws {
        let file = Repository.root.appending(path: "Packages/Features/Watchlist/Fixtures/simkl/simkl.csv")
        let bytes = Array(try Data(contentsOf: file))
        try await ServerFixture().withServer { api in
            let ada = Browser(api.client)
            try await ada.signUp("ada")
            let form = try await ada.open("/import")
            #expect(form.main.contains(#"<option value="simkl">a Simkl export</option>"#) && form.main.contains(#"<option value="">Told from the file</option>"#))
            let told = try await ada.upload("/import", filename: "simkl-backup.csv", bytes: bytes)
            #expect(told.status == 200 && told.main.contains(#"<p id="read-as">Read as Simkl's export, by its columns. It could be read as a Letterboxd export too"#), "\(told.main)")
            #expect(told.main.contains(#"<input type="hidden" name="format" value="">"#))
            try await ada.open("/import")
            let asLetterboxd = try await ada.upload("/import", filename: "simkl-backup.csv", bytes: bytes, fields: ["format": "letterboxd"])
            #expect(asLetterboxd.status == 400 && asLetterboxd.main.contains("is not a rating from 0.5 to 5 stars"), "\(asLetterboxd.main)")
            try await ada.open("/import")
            let asSimkl = try await ada.upload("/import", filename: "simkl-backup.csv", bytes: bytes, fields: ["format": "simkl"])
            #expect(asSimkl.status == 200 && !asSimkl.main.contains("read-as") && asSimkl.main.contains(#"name="format" value="simkl""#), "\(asSimkl.main)")
            let upload = asSimkl.value(of: "upload") ?? ""
            let done = try await ada.submit("/import/confirm", ["upload": upload, "format": "simkl", "csrf": asSimkl.forgeryToken ?? ""])
            #expect(done.main.contains("Imported") && done.main.contains("<dt>Films added</dt><dd>2</dd>"), "\(done.main)")
            try await ada.open("/import")
            let unknown = try await ada.upload("/import", filename: "simkl-backup.csv", bytes: bytes, fields: ["format": "kodi"])
            #expect(unknown.status == 400 && unknown.main.contains("is not a format this page reads"), "\(unknown.main)")
        }
    }

    /// The import page lists each import and takes one back: what would change first, then,
    /// confirmed, done, once; the list is as before the import.
    @Test func anImportIsListedOnTheImportPageAndTakenBackOnce() async throws {
        let file = Repository.root.appending(path: "Packages/Features/Watchlist/Fixtures/movary/history.csv")
        try await ServerFixture().withServer { api in
            let ada = Browser(api.client)
            try await ada.signUp("ada")
            #expect(try await ada.open("/import").main.contains("No imports yet"))
            let dryRun = try await ada.upload("/import", filename: "history.csv", bytes: Array(try Data(contentsOf: file)))
            let upload = dryRun.value(of: "upload") ?? ""
            let done = try await ada.submit("/import/confirm", ["upload": upload, "csrf": dryRun.forgeryToken ?? ""])
            #expect(done.main.contains(#"<p id="import-number">This is import 1;"#), "\(done.main)")

            let page = try await ada.open("/import")
            #expect(page.main.contains(#"<table class="tally" id="imports">"#) && page.main.contains("<td>1</td>") && page.main.contains("Movary history.csv"), "\(page.main)")
            #expect(page.main.contains(#"aria-label="Take back import 1""#))
            let preview = try await ada.submit("/import/undo", ["number": "1", "csrf": page.forgeryToken ?? ""])
            #expect(preview.status == 200 && preview.main.contains("<dt>Films removed</dt><dd>2</dd>") && preview.main.contains("Take it back"), "\(preview.main)")
            #expect(try await ada.open("/list").main.contains("Alien"), "a preview changes nothing")

            let undone = try await ada.submit("/import/undo", ["number": "1", "confirm": "1", "csrf": preview.forgeryToken ?? ""])
            #expect(undone.main.contains("Taking back import 1 did this") && undone.main.contains("<dt>Films removed</dt><dd>2</dd>"), "\(undone.main)")
            #expect(!(try await ada.open("/list").main.contains("Alien")))
            let after = try await ada.open("/import")
            #expect(after.main.contains("Taken back 20") && !after.main.contains(#"aria-label="Take back import 1""#), "\(after.main)")
            let again = try await ada.submit("/import/undo", ["number": "1", "confirm": "1", "csrf": after.forgeryToken ?? ""])
            #expect(again.status == 409 && again.main.contains("Import 1 was taken back already."), "\(again.main)")
            let unknown = try await ada.submit("/import/undo", ["number": "8", "csrf": after.forgeryToken ?? ""])
            #expect(unknown.status == 404 && unknown.main.contains("no import numbered 8"), "\(unknown.main)")
        }
    }

    /// The history is paged, 50 viewings a page, newest first, with links both ways; a page
    /// past the end shows none, and a page that is not a number is refused.
    @Test func theHistoryIsPagedNewestFirst() async throws {
        try await ServerFixture().withServer { api in
            let browser = Browser(api.client)
            try await browser.signUp("ada")
            try await browser.submit("/list/add", ["movie": "offline:1"])
            for day in 1...52 {
                try await browser.submit("/list/films/offline:1/viewings", ["on": String(format: "2024-%02d-%02d", (day - 1) / 28 + 1, (day - 1) % 28 + 1)])
            }
            let first = try await browser.open("/history")
            #expect(first.main.contains(#"<span id="count">52 viewings</span> · page 1 of 2"#), "\(first.main)")
            #expect(first.main.components(separatedBy: "<li>").count - 1 == 50 && first.main.contains(#"<a href="/history?page=2" rel="next">"#))
            #expect(first.main.contains("2024-02-24") && !first.main.contains("2024-01-01"), "newest first")
            let second = try await browser.open("/history?page=2")
            #expect(second.main.components(separatedBy: "<li>").count - 1 == 2 && second.main.contains("2024-01-01") && second.main.contains(#"rel="prev""#))
            #expect(try await browser.open("/history?page=3").main.components(separatedBy: "<li>").count == 1)
            #expect(try await browser.open("/history?page=x").status == 400)
        }
    }

    @Test func statisticsDrawChartsAndAPickComesFromTheUnwatchedFilms() async throws {
        try await ServerFixture().withServer { api in
            let browser = Browser(api.client)
            try await browser.signUp("ada")
            try await browser.open("/films/offline:1")
            try await browser.submit("/list/add", ["movie": "offline:1"])
            try await browser.submit("/list/add", ["movie": "offline:2"])
            try await browser.submit("/list/films/offline:1/viewings", ["on": "2024-03-01", "rating": "9"])
            let statistics = try await browser.open("/stats")
            #expect(statistics.main.contains("<svg") && statistics.main.contains("Ratings given") && statistics.main.contains("Francis Ford Coppola"))
            let pick = try await browser.open("/pick?pick=1")
            #expect(pick.main.contains("The Godfather Part II") && pick.main.contains("One of 1 film that fit."))
            let none = try await browser.open("/pick?pick=1&genre=Western")
            #expect(none.main.contains(#"class="problem""#))
        }
    }
}
