import Testing
import WatchlistCLI
import WatchlistImportReaders
import WatchlistInterface

/// What the Watchlist commands tell a person after an error.
@Suite struct WatchlistAdviceTests {
    /// A file that is no export it knows names every format `--format` takes.
    @Test func anUnknownFileNamesEveryFormatThatFormatTakes() throws {
        let advice = try #require(WatchlistAdvice.advice(for: ArchiveFileError.unknownFormat(path: "x.csv", reason: "no header it knows"), invokedAs: "watchlist"))
        let named = try #require(advice.firstMatch(of: /--format ([a-z|-]+) says/)).output.1.split(separator: "|").map(String.init)
        #expect(named == ["json", "letterboxd", "imdb", "trakt", "tvtime", "simkl", "yamtrack", "movary"])
        #expect(Set(named) == Set(ImportFormat.allCases.map(\.rawValue)))
    }
}
