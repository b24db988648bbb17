import Foundation
import PropertyBased
import SeriesInterface
import SeriesTesting
import Testing
import WatchlistInterface
@testable import Series
@testable import SeriesCLI

/// What people type and what any viewings make: ids read back as written, episode numbers read
/// or refused, and Up Next's promises for any set of viewings of any series.
@Suite struct SeriesPropertyTests {
    @Test func anIMDbIDReadsBackAsWrittenInEveryForm() async {
        await propertyCheck(count: 300, input: Gen.int(in: 1...99_999_999)) { number in
            let id = TitleID(imdbNumber: number)
            #expect(TitleID(parsing: id.description) == id)
            #expect(TitleID(parsing: id.imdb) == id)
            #expect(TitleID(parsing: "https://www.imdb.com/title/\(id.imdb)/?ref_=x") == id)
        }
    }

    @Test func anyTextIsAnIDOrNotWithoutCrashing() async {
        let pieces = ["tt", "imdb:", "0", "7", "/title/", " ", "-", "é", "tt0903747", ":", "\n", "ttx"]
        await propertyCheck(count: 500, input: Gen.element(of: pieces).array(of: 0...8)) { parts in
            let text = parts.compactMap { $0 }.joined()
            if let id = TitleID(parsing: text) {
                #expect(id.imdb.hasPrefix("tt") && id.imdb.dropFirst(2).allSatisfy(\.isNumber))
            }
        }
    }

    /// An import's record keeps what it added of series in its own compact form: any viewings,
    /// titles with the separator in them included, read back exactly as they were, and anything
    /// else is refused rather than half read.
    @Test func whatAnImportAddedReadsBackFromItsRecordExactly() async {
        let titles = ["Pilot", "A|B", "", "|", "Ünï | code", "x|1|2|3|4|5|6|7"]
        let viewing = zip(Gen.int(in: -1...12), Gen.int(in: -1...30), Gen.element(of: titles), Gen.int(in: 0...11), Gen.int(in: 0...200), Gen.bool)
        await propertyCheck(count: 300, input: viewing.array(of: 0...6)) { drawn in
            let series = Series(id: TitleID(imdbNumber: 903_747), title: "Show | One", startYear: 2008, endYear: nil, kind: .miniSeries)
            let viewings = drawn.map { item in
                let (season, episode, title, rating, runtime, hasID) = item
                return EpisodeViewing(
                    seriesID: series.id, seriesTitle: series.title, season: season < 0 ? nil : season, episode: episode < 0 ? nil : episode,
                    episodeID: hasID ? TitleID(imdbNumber: 959_621) : nil, episodeTitle: title ?? "", runtimeMinutes: runtime == 0 ? nil : runtime,
                    watchedOn: CalendarDay(year: 2026, month: 1, day: 1 + (runtime % 28)) ?? CalendarDay(containing: Date()), rating: rating == 0 ? nil : rating
                )
            }
            let added = [
                ArchivedSeries(series: series, followedAt: Date(timeIntervalSince1970: 1_795_176_000.123), rating: SeriesRating(value: 7, ratedOn: CalendarDay(year: 2026, month: 3, day: 1) ?? CalendarDay(containing: Date())), viewings: viewings),
                ArchivedSeries(series: Series(id: TitleID(imdbNumber: 1), title: "Two", startYear: nil, endYear: nil), followedAt: nil, rating: nil, viewings: []),
            ]
            #expect(SeriesImportReversal.decode(SeriesImportReversal.encode(added)) == added)
        }
        #expect(SeriesImportReversal.decode(.array([.object(["id": .string("imdb:tt0903747")])])) == nil)
        #expect(SeriesImportReversal.decode(.string("[]")) == nil)
    }

    /// `history` orders its viewings by swapping them in place: any order of any list puts
    /// each element where the order says, as reading them out in that order would.
    @Test func aListRearrangedByAnyOrderHoldsItsElementsInThatOrder() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...40).array(of: 0...60)) { keys in
            // Any order: the indices sorted by drawn keys.
            let order = keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
            let labels = keys.indices.map { "viewing \($0)" }
            var rearranged = labels
            rearranged.rearrange(by: order)
            #expect(rearranged == order.map { labels[$0] })
        }
    }

    @Test func anASCIITitlesKeyIsTheFoldedKey() async {
        let pieces = ["The", "office", " ", "  ", "'", "-", "Grey's", "\t", "2", "Ö", "é", ":", "A", "\n", "x", "."]
        await propertyCheck(count: 500, input: Gen.element(of: pieces).array(of: 0...10)) { parts in
            let title = parts.compactMap { $0 }.joined()
            #expect(SeriesTitle.key(title) == SeriesTitle.foldedKey(title), "\(title.debugDescription)")
        }
    }

    @Test func episodeNumbersAreARangeOrRefused() async {
        let pieces = ["1", "4", "12", "-", " ", "x", "0", "99"]
        await propertyCheck(count: 500, input: Gen.element(of: pieces).array(of: 0...5)) { parts in
            let text = parts.compactMap { $0 }.joined()
            do {
                let range = try SeriesWatchedCommand.numbers(text)
                #expect(range.lowerBound >= 0)
            } catch {
                #expect(error as? SeriesError == .invalidEpisodes(text))
            }
        }
    }

    /// For any viewings of a series with specials and unnumbered episodes: Up Next is a
    /// regular episode no viewing is of, after every watched one; the counts add up.
    @Test func upNextIsTheRegularEpisodeAfterTheFurthestWatched() async {
        let details = FixtureSeries.make(number: 7, title: "Any", years: 2001...2004, seasons: [4, 1, 6], specials: 2, unnumbered: 2, episodeIDs: true)
        let day = CalendarDay(containing: Date(timeIntervalSince1970: 0))
        await propertyCheck(count: 300, input: Gen.int(in: 0...(details.episodes.count - 1)).array(of: 0...20)) { picks in
            let watched = picks.map { details.episodes[$0] }
            let viewings = watched.map { EpisodeViewing(of: $0, in: details.series, on: day, rating: nil) }
            let progress = UpNext.progress(of: details, viewings: viewings)
            let regular = details.regularEpisodes
            #expect(progress.episodes == regular.count)
            #expect(progress.watchedEpisodes == Set(watched.filter(\.isRegular)).count)
            if let next = progress.next {
                #expect(next.isRegular)
                let index = regular.firstIndex(of: next) ?? -1
                #expect(regular[index...].allSatisfy { episode in !watched.contains(episode) })
                #expect(progress.episodesLeft == regular.count - index)
            } else {
                #expect(regular.last.map(watched.contains) ?? true, "finished means the last episode is watched")
                #expect(progress.episodesLeft == 0)
            }
        }
    }

    /// For any viewings, some kept without the episode's id (recorded on a catalog without
    /// ids): the counts that `show` prints are what asking each viewing gives.
    @Test func viewingCountsAreWhatEachViewingSays() async {
        let details = FixtureSeries.make(number: 8, title: "Counted", years: 2001...2003, seasons: [3, 5], specials: 1, unnumbered: 1, episodeIDs: true)
        let day = CalendarDay(containing: Date(timeIntervalSince1970: 0))
        // Each pick is an episode's index and whether its viewing lacks the id: index * 2 + 1 when it does.
        await propertyCheck(count: 300, input: Gen.int(in: 0...(details.episodes.count * 2 - 1)).array(of: 0...25)) { picks in
            let viewings = picks.map { pick in
                let episode = details.episodes[pick / 2]
                let withoutID = pick % 2 == 1
                return EpisodeViewing(
                    seriesID: details.series.id, seriesTitle: details.series.title, season: episode.season, episode: episode.number,
                    episodeID: withoutID ? nil : episode.id, episodeTitle: episode.title, runtimeMinutes: nil, watchedOn: day, rating: nil
                )
            }
            let counts = ViewingCounts(viewings)
            for episode in details.episodes {
                #expect(counts.times(episode) == viewings.filter { $0.isOf(episode) }.count, "\(episode.code)")
            }
        }
    }

    /// For any viewings (which carry their episodes' numbers), the standing that `next` and
    /// `list` compute from a series' outline is the progress that `show` computes from its
    /// episodes.
    @Test func theOutlineStandsWhereTheEpisodesDo() async {
        let details = FixtureSeries.make(number: 9, title: "Outlined", years: 2001...2005, seasons: [5, 2, 7], specials: 2, unnumbered: 2, episodeIDs: true)
        let day = CalendarDay(containing: Date(timeIntervalSince1970: 0))
        await propertyCheck(count: 300, input: Gen.int(in: 0...(details.episodes.count - 1)).array(of: 0...30)) { picks in
            let viewings = picks.map { EpisodeViewing(of: details.episodes[$0], in: details.series, on: day, rating: nil) }
            let progress = UpNext.progress(of: details, viewings: viewings)
            let standing = UpNext.standing(of: details.outline.regular, watched: UpNext.watchedPlaces(viewings))
            #expect(standing.watched == progress.watchedEpisodes && standing.left == progress.episodesLeft)
            #expect(standing.next == progress.next?.place)
        }
    }
}
