import Foundation
import WatchlistInterface

/// Trakt's data export (Settings → Data → Export): JSON files, each an array of entries that
/// name a film as `movie: {title, year, ids: {imdb, tmdb, …}}`, an episode as
/// `episode: {season, number, title, ids: {imdb, tmdb, tvdb, …}}` with its
/// `show: {title, year, ids}`, or a show alone. Those read:
///
/// - `watched-history*.json`: a viewing an entry (a film's or an episode's), on `watched_at`;
/// - `watched-movies.json`: each film watched, on `last_watched_at`, counted as a viewing only
///   when the history has none of it;
/// - `ratings-movies.json`, `ratings-episodes.json`, `ratings-shows.json`: `rating` (1 to 10)
///   on `rated_at`;
/// - `lists-watchlist.json`: the watchlist's films, added on `listed_at`.
///
/// `watched-shows.json` sums up the history's episodes, so it is not read: they would count
/// twice. An episode's `ids.imdb` is often null; the show's ids and the numbers find it then.
enum TraktExport {
    static let service = "Trakt"
    private static let format = "a Trakt export file"

    /// Which of Trakt's files a name is, if any.
    enum Kind: CaseIterable {
        case history, watched, ratings, watchlist

        init?(fileName: String) {
            let name = fileName.lowercased()
            guard name.hasSuffix(".json") else { return nil }
            if name.hasPrefix("watched-history") {
                self = .history
            } else if name == "watched-movies.json" {
                self = .watched
            } else if ["ratings-movies.json", "ratings-episodes.json", "ratings-shows.json"].contains(name) {
                self = .ratings
            } else if name == "lists-watchlist.json" {
                self = .watchlist
            } else {
                return nil
            }
        }
    }

    static let expectedFiles = [
        "watched-history.json", "watched-movies.json", "ratings-movies.json", "ratings-episodes.json", "ratings-shows.json", "lists-watchlist.json",
    ]

    /// Whether the bytes look like one of Trakt's files: a JSON array whose entries name a
    /// `movie`, a `show` or an `episode` (or none at all).
    static func recognizes(_ data: Data) -> Bool {
        guard let entries = try? JSONDecoder().decode([Entry].self, from: data) else { return false }
        return entries.isEmpty || entries.contains { $0.movie != nil || $0.show != nil || $0.episode != nil || $0.type != nil }
    }

    /// The films, episodes and shows of the export's Trakt files.
    static func history(of files: [ExportFiles.File], kinds: [Kind?]) throws(ArchiveFileError) -> ServiceHistory {
        var records: [HistoryRecord] = []
        var others: [OtherHistoryRecord] = []
        var skipped: [SourceLocation] = []
        for (file, kind) in zip(files, kinds) {
            let data = try file.read()
            let entries: [Entry]
            do {
                entries = try JSONDecoder().decode([Entry].self, from: data)
            } catch {
                throw .notTheFormat(path: file.displayName, format: format, reason: "it is not a JSON array of Trakt entries")
            }
            let resolved = kind ?? guessKind(entries)
            for (index, entry) in entries.enumerated() {
                let location = SourceLocation(file: file.displayName, position: index + 1, unit: .entry)
                if let movie = entry.movie, entry.type == nil || entry.type == "movie" {
                    records.append(HistoryRecord(location: location, film: try film(movie, at: location), event: try event(entry, kind: resolved, at: location)))
                } else if let show = entry.show, resolved == .history || resolved == .ratings, entry.type == "episode" || entry.type == "show" {
                    let title = try other(show, episode: entry.type == "episode" ? entry.episode : nil, at: location)
                    others.append(OtherHistoryRecord(location: location, title: title, event: try event(entry, kind: resolved, at: location)))
                } else {
                    skipped.append(location)
                }
            }
        }
        return ServiceHistory(service: service, records: records, others: others, skipped: skipped)
    }

    /// An episode of `show`, or the show itself when there is no episode.
    private static func other(_ show: Entry.Title, episode: Entry.Episode?, at location: SourceLocation) throws(ArchiveFileError) -> OtherTitleReference {
        let title = show.title?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        if title.isEmpty, show.ids?.imdb == nil { throw .invalidRow(location, reason: "the show has no title and no IMDb id") }
        guard let episode else {
            return OtherTitleReference(OtherTitleNaming(title: title, year: show.year, imdbID: show.ids?.imdb))
        }
        guard let season = episode.season, let number = episode.number, (0...10_000).contains(season), (0...10_000).contains(number) else {
            throw .invalidRow(location, reason: "the episode has no season and number from 0 to 10000")
        }
        return OtherTitleReference(
            OtherTitleNaming(title: title, year: show.year, imdbID: show.ids?.imdb),
            part: OtherTitlePart(
                place: [season, number], title: episode.title, imdbID: episode.ids?.imdb, tmdbID: episode.ids?.tmdb.map(String.init),
                tvdbID: episode.ids?.tvdb.map(String.init)
            )
        )
    }

    /// A file under another name: what its entries hold says which it is.
    private static func guessKind(_ entries: [Entry]) -> Kind {
        guard let first = entries.first else { return .history }
        if first.watched_at != nil { return .history }
        if first.rated_at != nil { return .ratings }
        if first.listed_at != nil { return .watchlist }
        return .watched
    }

    private static func event(_ entry: Entry, kind: Kind, at location: SourceLocation) throws(ArchiveFileError) -> HistoryRecord.Event {
        switch kind {
        case .history:
            return .watched(on: try day(entry.watched_at, "watched_at", at: location), rating: nil, review: nil)
        case .watched:
            return .seen(on: try day(entry.last_watched_at, "last_watched_at", at: location))
        case .ratings:
            guard let rating = entry.rating, (1...10).contains(rating) else {
                throw .invalidRow(location, reason: "the rating \(entry.rating.map(String.init) ?? "is missing and") is not from 1 to 10")
            }
            return .rated(on: try day(entry.rated_at, "rated_at", at: location), rating: rating)
        case .watchlist:
            return .listed(on: try entry.listed_at.map { stamp throws(ArchiveFileError) in try day(stamp, "listed_at", at: location) })
        }
    }

    private static func film(_ movie: Entry.Title, at location: SourceLocation) throws(ArchiveFileError) -> MovieReference {
        let title = movie.title?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard !title.isEmpty else { throw .invalidRow(location, reason: "the movie has no title") }
        if let year = movie.year, !(1800...9999).contains(year) {
            throw .invalidRow(location, reason: "\(year) is not a year")
        }
        return MovieReference(title: title, year: movie.year, imdbID: movie.ids?.imdb, tmdbID: movie.ids?.tmdb.map(String.init))
    }

    /// The local day of an ISO 8601 time such as `2023-05-04T19:21:08.000Z`.
    private static func day(_ stamp: String?, _ field: String, at location: SourceLocation) throws(ArchiveFileError) -> CalendarDay {
        guard let stamp else { throw .invalidRow(location, reason: "\(field) is missing") }
        guard let day = ServiceTime.day(of: stamp) else { throw .invalidRow(location, reason: "\"\(stamp)\" in \(field) is not a time (2023-05-04T19:21:08.000Z)") }
        return day
    }

    /// The parts of an entry that are read; everything is optional, so one odd entry is
    /// reported by its position rather than failing the file.
    private struct Entry: Decodable {
        /// A film's, a show's or an episode's ids: `imdb` may be null, the others numbers.
        struct IDs: Decodable {
            let imdb: String?
            let tmdb: Int?
            let tvdb: Int?
        }

        /// A film or a show: both have a title, a year and ids.
        struct Title: Decodable {
            let title: String?
            let year: Int?
            let ids: IDs?
        }

        struct Episode: Decodable {
            let season: Int?
            let number: Int?
            let title: String?
            let ids: IDs?
        }

        let type: String?
        let movie: Title?
        let show: Title?
        let episode: Episode?
        let watched_at: String?
        let last_watched_at: String?
        let rated_at: String?
        let rating: Int?
        let listed_at: String?
    }
}
