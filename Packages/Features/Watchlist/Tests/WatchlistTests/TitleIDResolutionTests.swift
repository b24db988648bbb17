import Foundation
import Synchronization
import TerminalUI
import TerminalUITesting
import Testing
import WatchlistInterface
@testable import WatchlistCLI

/// `import --online`: each show known only by TheTVDB's id is asked about once, and named by
/// the IMDb id the source gives; a show with an IMDb id already, or one the source does not
/// know, is left as it is.
@Suite struct TitleIDResolutionTests {
    /// A source that knows one show, and counts what it is asked.
    final class Source: TitleIDLookup {
        let asked = Mutex<[String]>([])
        var name: String { "TVmaze" }

        func imdbID(ofTVDBID tvdbID: String) async throws -> String? {
            asked.withLock { $0.append(tvdbID) }
            return tvdbID == "81189" ? "tt0903747" : nil
        }
    }

    private func play(_ position: Int, show: String, tvdb: String?, imdb: String? = nil) -> OtherHistoryRecord {
        OtherHistoryRecord(
            location: SourceLocation(file: "tracking-prod-records-v2.csv", position: position),
            title: OtherTitleReference(OtherTitleNaming(title: show, imdbID: imdb, tvdbID: tvdb), part: OtherTitlePart(place: [1, position], tvdbID: "9\(position)")),
            event: .watched(on: CalendarDay(containing: Date(timeIntervalSince1970: 0), in: .gmt), rating: nil, review: nil)
        )
    }

    @Test func eachShowIsAskedOnceAndNamedByItsIMDbID() async throws {
        let records = [
            play(1, show: "Breaking Bad: The Series", tvdb: "81189"), play(2, show: "Breaking Bad: The Series", tvdb: "81189"),
            play(3, show: "Nobody's Show", tvdb: "1"), play(4, show: "Sherlock", tvdb: "176941", imdb: "tt1475582"), play(5, show: "Untold", tvdb: nil),
        ]
        let source = Source()
        let resolved = try await TitleIDResolution.resolve(records, with: source, display: ProgressDisplay(terminal: ScriptedTerminal(), mode: .quiet, unit: "shows"))
        #expect(source.asked.withLock { $0 } == ["81189", "1"], "each show once, and not one with an IMDb id")
        #expect(resolved.asked == 2 && resolved.known == 1)
        #expect(resolved.records.map { $0.title.whole.imdbID } == ["tt0903747", "tt0903747", nil, "tt1475582", nil])
        #expect(resolved.records.map(\.title.whole.title) == records.map(\.title.whole.title) && resolved.records.map(\.event) == records.map(\.event))
        #expect(resolved.records.map(\.title.part?.tvdbID) == records.map(\.title.part?.tvdbID), "the episodes' own ids are kept")
    }
}
