import Foundation
import ListsInterface
import PropertyBased
import Testing
@testable import ListsFiles

/// The list files `lists import` reads and `lists export` writes, each format as its program
/// writes it; untrusted bytes are read or refused with a ``ListFileError``, never a crash.
@Suite struct ListFileTests {
    private func read(_ text: String) throws -> ListFile {
        try ListFile.read(Data(text.utf8), path: "list")
    }

    @Test func letterboxdsListExportReadsTheListAndItsFilmsByTitleAndYear() throws {
        let file = try read("""
            Letterboxd list export v7\r
            Date,Name,Tags,URL,Description\r
            2024-02-01,Date night,,https://letterboxd.com/ada/list/date-night/,"For Fridays, mostly"\r
            \r
            Position,Name,Year,URL,Description\r
            1,The Matrix,1999,https://letterboxd.com/film/the-matrix/,"start ""here""\"\r
            2,"Crouching Tiger, Hidden Dragon",2000,https://letterboxd.com/film/crouching-tiger-hidden-dragon/,\r

            """)
        #expect(file.format == .letterboxd && file.name == "Date night" && file.description == "For Fridays, mostly")
        #expect(file.rows == [
            ListFileRow(line: 6, titleID: nil, title: "The Matrix", year: 1999, note: "start \"here\"", film: true),
            ListFileRow(line: 7, titleID: nil, title: "Crouching Tiger, Hidden Dragon", year: 2000, note: "", film: true),
        ])
    }

    @Test func imdbsListExportReadsEachTitleByItsId() throws {
        let file = try read("""
            Position,Const,Created,Modified,Description,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors
            1,tt0068646,2024-01-01,2024-01-01,a classic,The Godfather,The Godfather,https://www.imdb.com/title/tt0068646/,Movie,9.2,175,1972,"Crime, Drama",2000000,1972-03-14,Francis Ford Coppola
            2,tt0903747,2024-01-01,2024-01-01,,Breaking Bad,Breaking Bad,https://www.imdb.com/title/tt0903747/,TV Series,9.5,49,2008,Drama,2000000,2008-01-20,
            """)
        #expect(file.format == .imdb && file.name == nil)
        #expect(file.rows.map(\.titleID) == ["tt0068646", "tt0903747"] && file.rows.map(\.note) == ["a classic", ""])
        #expect(throws: ListFileError.invalidRow(path: "list", line: 2, reason: "\"nm0000001\" in Const is not an IMDb id such as tt0068646")) {
            try read("Const,Title\nnm0000001,Someone\n")
        }
    }

    @Test func traktsListItemsReadFilmsAndSeriesAndKeepWhatIsNeitherAsARowThatMatchesNothing() throws {
        let file = try read("""
            [{"rank": 1, "id": 1, "listed_at": "2024-01-01T00:00:00.000Z", "notes": "watch first", "type": "movie",
              "movie": {"title": "The Godfather", "year": 1972, "ids": {"trakt": 1, "slug": "the-godfather-1972", "imdb": "tt0068646", "tmdb": 238}}},
             {"rank": 2, "id": 2, "listed_at": "2024-01-01T00:00:00.000Z", "notes": null, "type": "show",
              "show": {"title": "Breaking Bad", "year": 2008, "ids": {"trakt": 2, "imdb": "tt0903747", "tvdb": 81189}}},
             {"rank": 3, "id": 3, "listed_at": "2024-01-01T00:00:00.000Z", "notes": null, "type": "movie",
              "movie": {"title": "The Matrix", "year": 1999, "ids": {"trakt": 3, "imdb": null}}},
             {"rank": 4, "id": 4, "listed_at": "2024-01-01T00:00:00.000Z", "notes": null, "type": "season",
              "season": {"number": 1, "ids": {"trakt": 4}}, "show": {"title": "Breaking Bad", "year": 2008, "ids": {"imdb": "tt0903747"}}}]
            """)
        #expect(file.format == .trakt)
        #expect(file.rows == [
            ListFileRow(line: 1, titleID: "tt0068646", title: "The Godfather", year: 1972, note: "watch first", film: true),
            ListFileRow(line: 2, titleID: "tt0903747", title: "Breaking Bad", year: 2008, note: "", film: false),
            ListFileRow(line: 3, titleID: nil, title: "The Matrix", year: 1999, note: "", film: true),
            ListFileRow(line: 4, titleID: nil, title: "season: ", year: nil, note: "", film: false),
        ])
    }

    @Test func letterboxdsImportFormatIsWrittenFilmsOnlyAndReadBack() throws {
        let items = [
            ListItem(position: 1, titleID: "tt0068646", kind: "film", title: "The Godfather", year: 1972, note: "a \"classic\", really"),
            ListItem(position: 2, titleID: "tt0903747", kind: "series", title: "Breaking Bad", year: 2008, note: ""),
            ListItem(position: 3, titleID: "tmdb:603", kind: "film", title: "The Matrix", year: 1999, note: "line\nbreak"),
        ]
        let (text, left) = LetterboxdListCSV.write(items)
        #expect(left == 1)
        #expect(text.hasPrefix("Position,Title,Year,imdbID,tmdbID,Review\r\n1,The Godfather,1972,tt0068646,,\"a \"\"classic\"\", really\"\r\n2,The Matrix,1999,,603,"))
        let file = try read(text)
        #expect(file.rows.map(\.titleID) == ["tt0068646", "tmdb:603"] && file.rows.map(\.note) == ["a \"classic\", really", "line\nbreak"])
    }

    @Test(arguments: [
        ("", "is not a list file"), ("Name,Year\nAlien,1979\n", "none of the formats"), ("Const,Title\n\"tt1,x\n", "never closed"),
        ("Title,imdbID\nAlien,tt0078748,extra\n", "3 fields where the header has 2"), ("{\"watchlistList\": 9, \"name\": \"x\", \"description\": \"\", \"items\": []}", "version 9"),
        ("[{\"type\": \"movie\"}]", "a \"movie\" item without its \"movie\""), ("[1]", "not Trakt's list items"), ("Letterboxd list export v7\n", "not its list and films"),
    ])
    func whatIsNotAListFileIsRefusedSayingWhy(_ text: String, _ reason: String) {
        do {
            _ = try read(text)
            Issue.record("\(text) was read")
        } catch {
            #expect("\(error)".contains(reason) && "\(error)".hasSuffix("nothing was imported"), "\(error)")
        }
    }

    @Test func aFileLargerThanAnyListIsRefusedUnread() {
        let large = Data(count: ListFile.largestFile + 1)
        #expect(throws: ListFileError.tooLarge(path: "big", bytes: ListFile.largestFile + 1)) { try ListFile.read(large, path: "big") }
    }

    @Test func whatLetterboxdsFormatWritesReadsBackTheSameFilmsInOrder() async {
        let text = Gen.element(of: ["", "Alien", "a,b", "\"q\"", "x\ny", "é\r\nz", " ", "Ünïcode", "\u{FEFF}", "日本 🎬"]).map { $0 ?? "" }
        let item = zip(text, text, Gen.int(in: 1...9_999_999), Gen.int(in: 1900...2030).optional).map { title, note, number, year in
            ListItem(position: 1, titleID: "tt" + String(format: "%07d", number), kind: "film", title: title.isEmpty ? "t" : title, year: year, note: note)
        }
        await propertyCheck(count: 200, input: item.array(of: 0...20)) { items in
            do {
                let rows = try ListFile.read(Data(LetterboxdListCSV.write(items).text.utf8), path: "p").rows
                #expect(rows.map(\.titleID) == items.map(\.titleID))
                #expect(rows.map(\.note) == items.map(\.note))
                #expect(rows.map(\.year) == items.map(\.year))
            } catch {
                Issue.record("a written file was refused: \(error)")
            }
        }
    }

    @Test func arbitraryAndCutFilesAreReadOrRefusedWithAListFileError() async {
        let samples = [
            "Letterboxd list export v7\nDate,Name,Tags,URL,Description\n2024-02-01,L,,u,d\n\nPosition,Name,Year,URL,Description\n1,Alien,1979,u,\n",
            "Const,Title,Year,Description\ntt0078748,Alien,1979,\"a, b\"\n",
            "[{\"type\": \"movie\", \"movie\": {\"title\": \"Alien\", \"year\": 1979, \"ids\": {\"imdb\": \"tt0078748\"}}}]",
        ].map { Array($0.utf8) }
        await propertyCheck(count: 300, input: Gen.int(in: 0...2), Gen.uint8().array(of: 0...80), Gen.int(in: 0...200)) { which, noise, cut in
            let sample = samples[which]
            for bytes in [noise, Array(sample.prefix(cut)) + noise, Array(sample.prefix(cut))] {
                do {
                    let file = try ListFile.read(Data(bytes), path: "p")
                    #expect(file.rows.count <= bytes.count)
                } catch is ListFileError {
                } catch {
                    Issue.record("refused with \(error), not a ListFileError")
                }
            }
        }
    }
}
