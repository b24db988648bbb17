import Foundation
import WatchlistInterface

/// Simkl's JSON of everything a profile tracks: the backup `SimklBackup.json`, or the answer
/// of its API's `/sync/all-items?extended=full&episode_watched_at=yes`, which has the same
/// shape: `{"shows": […], "anime": […], "movies": […]}`, each item with its `movie` or `show`
/// (`title`, `year`, `ids` with `imdb`, `tmdb`, `tvdb`), its `status` and its times (UTC).
///
/// - A film *completed* is a viewing on `last_watched_at`, with `user_rating` (with no
///   `last_watched_at`, the rating alone, on `user_rated_at`: never a viewing); an item with
///   `is_rewatch` (Simkl's rewatches) is another viewing. One *planned*, *watching* or *on hold*
///   is on the list from `added_to_watchlist_at`; one *dropped* is skipped.
/// - A show's episodes (`seasons[].episodes[]`) are viewings on their `watched_at`; an episode
///   without one (an export without `episode_watched_at`) is skipped, as its day is unknown.
///   A show's `user_rating` rates the show on `user_rated_at`.
/// - Anime is skipped: Simkl numbers its episodes its own way. A `memo` is not kept.
enum SimklExport {
    static let service = "Simkl"
    private static let format = "a Simkl export"

    /// Whether the bytes are Simkl's JSON: an object of `shows`, `anime` or `movies` arrays
    /// and nothing else at its top.
    static func recognizes(_ data: Data) -> Bool {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any], !object.isEmpty else { return false }
        return object.keys.allSatisfy(["shows", "anime", "movies"].contains) && object.values.allSatisfy { $0 is [Any] || $0 is NSNull }
    }

    static func history(of data: Data, file: String) throws(ArchiveFileError) -> ServiceHistory {
        let export: Export
        do {
            export = try JSONDecoder().decode(Export.self, from: data)
        } catch {
            throw .notTheFormat(path: file, format: format, reason: "it is not Simkl's JSON of shows, anime and movies")
        }
        var records: [HistoryRecord] = []
        var others: [OtherHistoryRecord] = []
        var skipped: [SourceLocation] = []
        var position = 0
        func next() -> SourceLocation {
            position += 1
            return SourceLocation(file: file, position: position, unit: .entry)
        }
        for item in export.movies ?? [] {
            let location = next()
            guard let movie = item.movie, let event = try filmEvent(item, at: location) else {
                skipped.append(location)
                continue
            }
            records.append(HistoryRecord(location: location, film: try film(movie, at: location), event: event))
        }
        for item in export.shows ?? [] {
            let location = next()
            guard let show = item.show, let title = show.title?.trimmingCharacters(in: .whitespacesAndNewlines), !title.isEmpty || show.ids?.imdb != nil else {
                throw .invalidRow(location, reason: "the show has no title and no IMDb id")
            }
            if let rating = item.user_rating {
                guard (1...10).contains(rating) else { throw .invalidRow(location, reason: "the user_rating \(rating) is not from 1 to 10") }
                let series = OtherTitleReference(OtherTitleNaming(title: title, year: show.year, imdbID: show.ids?.imdb?.text, tvdbID: show.ids?.tvdb?.text))
                others.append(OtherHistoryRecord(location: location, title: series, event: .rated(on: try day(item.user_rated_at ?? item.last_watched_at, at: location), rating: rating)))
            }
            for season in item.seasons ?? [] {
                for episode in season.episodes ?? [] {
                    guard let stamp = episode.watched_at, let number = episode.number, let seasonNumber = season.number else {
                        skipped.append(location)
                        continue
                    }
                    guard (0...10_000).contains(seasonNumber), (0...10_000).contains(number) else {
                        throw .invalidRow(location, reason: "S\(seasonNumber)E\(number) is not a season and episode from 0 to 10000")
                    }
                    let reference = OtherTitleReference(
                        OtherTitleNaming(title: title, year: show.year, imdbID: show.ids?.imdb?.text, tvdbID: show.ids?.tvdb?.text),
                        part: OtherTitlePart(place: [seasonNumber, number])
                    )
                    others.append(OtherHistoryRecord(location: location, title: reference, event: .watched(on: try day(stamp, at: location), rating: nil, review: nil)))
                }
            }
        }
        for _ in export.anime ?? [] { skipped.append(next()) }
        let memos = ((export.movies ?? []) + (export.shows ?? []) + (export.anime ?? [])).filter { $0.memo?.text?.isEmpty == false }.count
        return ServiceHistory(service: service, records: records, others: others, skipped: skipped, leftOut: memos == 0 ? [] : ["\(memos) \(memos == 1 ? "memo" : "memos")"])
    }

    private static func filmEvent(_ item: Item, at location: SourceLocation) throws(ArchiveFileError) -> HistoryRecord.Event? {
        if let rating = item.user_rating, !(1...10).contains(rating) {
            throw .invalidRow(location, reason: "the user_rating \(rating) is not from 1 to 10")
        }
        switch item.status ?? "" {
        case "completed":
            guard let stamp = item.last_watched_at else {
                // Watched on no known day: only a rating, when there is one, which is never a viewing.
                guard let rating = item.user_rating else { return nil }
                return .rated(on: try item.user_rated_at.map { stamp throws(ArchiveFileError) in try day(stamp, at: location) }, rating: rating)
            }
            return .watched(on: try day(stamp, at: location), rating: item.user_rating, review: nil)
        case "plantowatch", "watching", "hold":
            return .listed(on: try item.added_to_watchlist_at.map { stamp throws(ArchiveFileError) in try day(stamp, at: location) })
        case "dropped", "notinteresting":
            return nil
        default:
            throw .invalidRow(location, reason: "\"\(item.status ?? "")\" is not a status of Simkl's (completed, plantowatch, watching, hold, dropped)")
        }
    }

    private static func film(_ movie: Item.Title, at location: SourceLocation) throws(ArchiveFileError) -> MovieReference {
        let title = movie.title?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard !title.isEmpty else { throw .invalidRow(location, reason: "the movie has no title") }
        if let year = movie.year, !(1800...9999).contains(year) { throw .invalidRow(location, reason: "\(year) is not a year") }
        return MovieReference(title: title, year: movie.year, imdbID: movie.ids?.imdb?.text, tmdbID: movie.ids?.tmdb?.text)
    }

    /// The local day of a UTC time such as `2014-08-09T07:25:55Z`.
    private static func day(_ stamp: String?, at location: SourceLocation) throws(ArchiveFileError) -> CalendarDay {
        guard let stamp else { throw .invalidRow(location, reason: "the time it happened is missing") }
        guard let day = ServiceTime.day(of: stamp) else { throw .invalidRow(location, reason: "\"\(stamp)\" is not a time (2014-08-09T07:25:55Z)") }
        return day
    }

    /// The parts that are read; everything is optional, so one odd item is reported by its
    /// position rather than failing the file.
    private struct Export: Decodable {
        let shows: [Item]?
        let anime: [Item]?
        let movies: [Item]?
    }

    private struct Item: Decodable {
        /// An id Simkl writes as a string or a number.
        struct ID: Decodable {
            let text: String

            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let number = try? container.decode(Int.self) { text = String(number) } else { text = try container.decode(String.self) }
            }
        }

        struct IDs: Decodable {
            let imdb: ID?
            let tmdb: ID?
            let tvdb: ID?
        }

        struct Title: Decodable {
            let title: String?
            let year: Int?
            let ids: IDs?
        }

        struct Season: Decodable {
            let number: Int?
            let episodes: [Episode]?
        }

        struct Episode: Decodable {
            let number: Int?
            let watched_at: String?
        }

        let movie: Title?
        let show: Title?
        let status: String?
        let last_watched_at: String?
        let added_to_watchlist_at: String?
        let user_rating: Int?
        let user_rated_at: String?
        let seasons: [Season]?
        let memo: Memo?

        /// A note of the person's, `{"text": …, "is_private": true}`, or `{}` for none.
        struct Memo: Decodable {
            let text: String?
        }
    }
}
