import Foundation
import JSONWriting
import SeriesInterface
import WatchlistInterface

/// The `series` section of the lossless JSON export: each series with its kind and years,
/// when it was followed, the profile's rating of it, and every viewing. A missing value is left out; dates are written to
/// the millisecond, so that exporting, importing into an empty profile and exporting again
/// gives the same bytes.
enum SeriesArchiveJSON {
    /// The section's key in the export.
    static let key = "series"

    struct Entry: Codable {
        var id: String
        var title: String
        var kind: String
        var startYear: Int?
        var endYear: Int?
        var followed: String?
        var rating: Int?
        var ratedOn: String?
        var viewings: [Viewing]
    }

    struct Viewing: Codable {
        var season: Int?
        var episode: Int?
        var episodeID: String?
        var episodeTitle: String
        var runtimeMinutes: Int?
        var watchedOn: String
        var rating: Int?
    }

    /// `archived` as the section's value.
    static func encode(_ archived: [ArchivedSeries]) throws -> JSONValue {
        let entries = archived.map { entry in
            Entry(
                id: entry.series.id.description, title: entry.series.title, kind: entry.series.kind.rawValue,
                startYear: entry.series.startYear, endYear: entry.series.endYear,
                followed: entry.followedAt.map(UTCTimestamp.dateTimeWithMilliseconds),
                rating: entry.rating?.value, ratedOn: entry.rating?.ratedOn.description,
                viewings: entry.viewings.map { viewing in
                    Viewing(
                        season: viewing.season, episode: viewing.episode, episodeID: viewing.episodeID?.description,
                        episodeTitle: viewing.episodeTitle, runtimeMinutes: viewing.runtimeMinutes,
                        watchedOn: viewing.watchedOn.description, rating: viewing.rating
                    )
                }
            )
        }
        return try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(entries))
    }

    /// The series in the section `value` of the file at `path`, every value checked as
    /// `watched` checks it: ids, days (none after `today`), ratings from 1 to 10.
    static func decode(_ value: JSONValue, path: String, today: CalendarDay = CalendarDay(containing: Date())) throws(SeriesArchiveError) -> [ArchivedSeries] {
        let entries: [Entry]
        do {
            entries = try JSONDecoder().decode([Entry].self, from: JSONEncoder().encode(value))
        } catch {
            throw .notASection(path: path, reason: "\(error)")
        }
        return try entries.enumerated().map { (index, entry) throws(SeriesArchiveError) in
            func invalid(_ reason: String) -> SeriesArchiveError { .invalidSeries(path: path, series: index + 1, reason: reason) }
            guard let id = TitleID(parsing: entry.id), id.description == entry.id else { throw invalid("\"\(entry.id)\" is not a series id such as imdb:tt0903747") }
            guard let kind = SeriesKind(rawValue: entry.kind) else { throw invalid("its kind \"\(entry.kind)\" is not series or miniSeries") }
            var followedAt: Date?
            if let followed = entry.followed {
                guard let date = date(followed) else { throw invalid("\"\(followed)\" is not a time such as 2026-11-23T20:15:00.123Z") }
                followedAt = date
            }
            let series = Series(id: id, title: entry.title, startYear: entry.startYear, endYear: entry.endYear, kind: kind)
            let rating = try Self.rating(of: entry, today: today, invalid: invalid)
            let viewings = try entry.viewings.map { (viewing) throws(SeriesArchiveError) in
                guard let day = CalendarDay(parsing: viewing.watchedOn), day <= today else {
                    throw invalid("\"\(viewing.watchedOn)\" is not a day up to today, such as 2026-11-01")
                }
                if let rating = viewing.rating, !Rating.range.contains(rating) { throw invalid("the rating \(rating) is not from 1 to 10") }
                var episodeID: TitleID?
                if let text = viewing.episodeID {
                    guard let parsed = TitleID(parsing: text), parsed.description == text else { throw invalid("\"\(text)\" is not an episode id such as imdb:tt0959621") }
                    episodeID = parsed
                }
                return EpisodeViewing(
                    seriesID: id, seriesTitle: entry.title, season: viewing.season, episode: viewing.episode, episodeID: episodeID,
                    episodeTitle: viewing.episodeTitle, runtimeMinutes: viewing.runtimeMinutes, watchedOn: day, rating: viewing.rating
                )
            }
            return ArchivedSeries(series: series, followedAt: followedAt, rating: rating, viewings: viewings)
        }
    }

    /// The series' own rating: `rating` and `ratedOn` together, or neither.
    private static func rating(
        of entry: Entry, today: CalendarDay, invalid: (String) -> SeriesArchiveError
    ) throws(SeriesArchiveError) -> SeriesRating? {
        switch (entry.rating, entry.ratedOn) {
        case (nil, nil):
            return nil
        case (let value?, let text?):
            guard Rating.range.contains(value) else { throw invalid("the series' rating \(value) is not from 1 to 10") }
            guard let day = CalendarDay(parsing: text), day <= today else { throw invalid("its ratedOn \"\(text)\" is not a day up to today, such as 2026-11-01") }
            return SeriesRating(value: value, ratedOn: day)
        default:
            throw invalid("it has a rating without ratedOn, or ratedOn without a rating: give both or neither")
        }
    }

    /// The time `text` names (`2026-11-23T20:15:00.123Z`), to the millisecond, or nil.
    private static func date(_ text: String) -> Date? {
        guard text.utf8.count == 24, text.hasSuffix("Z"),
              let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text) else { return nil }
        return Date(timeIntervalSince1970: (date.timeIntervalSince1970 * 1000).rounded() / 1000)
    }
}
