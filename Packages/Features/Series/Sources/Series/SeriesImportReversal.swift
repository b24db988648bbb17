import Foundation
import JSONWriting
import SeriesInterface
import WatchlistInterface

/// What an import of series added, as the import's record keeps it
/// (``OtherImportSummary/reversal``), compact because an import of a heavy user's history adds
/// 200,000 episode viewings: an object a series (`id`, `title`, `kind`, `startYear`, `endYear`;
/// `followedAt` in milliseconds when the import followed it; `rating` and `ratedOn` when it
/// rated it) with its viewings one string each,
/// `season|episode|episodeID|watchedOn|rating|runtimeMinutes|episodeTitle`, empty where unknown.
enum SeriesImportReversal {
    static func encode(_ added: [ArchivedSeries]) -> JSONValue {
        .array(added.map { entry in
            var fields: [String: JSONValue] = [
                "id": .string(entry.series.id.description), "title": .string(entry.series.title), "kind": .string(entry.series.kind.rawValue),
                "viewings": .array(entry.viewings.map { .string(line(of: $0)) }),
            ]
            if let year = entry.series.startYear { fields["startYear"] = .integer(year) }
            if let year = entry.series.endYear { fields["endYear"] = .integer(year) }
            if let date = entry.followedAt { fields["followedAt"] = .integer(Int((date.timeIntervalSince1970 * 1000).rounded())) }
            if let rating = entry.rating {
                fields["rating"] = .integer(rating.value)
                fields["ratedOn"] = .string(rating.ratedOn.description)
            }
            return .object(fields)
        })
    }

    /// The series `value` names; nil when it is not what ``encode(_:)`` writes.
    static func decode(_ value: JSONValue) -> [ArchivedSeries]? {
        guard case .array(let entries) = value else { return nil }
        var added: [ArchivedSeries] = []
        for entry in entries {
            guard case .object(let fields) = entry, case .string(let id)? = fields["id"], let seriesID = TitleID(parsing: id),
                  case .string(let title)? = fields["title"], case .string(let kindName)? = fields["kind"], let kind = SeriesKind(rawValue: kindName),
                  case .array(let lines)? = fields["viewings"] else { return nil }
            let series = Series(id: seriesID, title: title, startYear: integer(fields["startYear"]), endYear: integer(fields["endYear"]), kind: kind)
            var viewings: [EpisodeViewing] = []
            viewings.reserveCapacity(lines.count)
            for line in lines {
                guard case .string(let text) = line, let viewing = viewing(text, of: series) else { return nil }
                viewings.append(viewing)
            }
            var rating: SeriesRating?
            if let value = integer(fields["rating"]) {
                guard case .string(let day)? = fields["ratedOn"], let ratedOn = CalendarDay(parsing: day) else { return nil }
                rating = SeriesRating(value: value, ratedOn: ratedOn)
            }
            let followedAt = integer(fields["followedAt"]).map { Date(timeIntervalSince1970: Double($0) / 1000) }
            added.append(ArchivedSeries(series: series, followedAt: followedAt, rating: rating, viewings: viewings))
        }
        return added
    }

    private static func integer(_ value: JSONValue?) -> Int? {
        guard case .integer(let number)? = value else { return nil }
        return number
    }

    private static func line(of viewing: EpisodeViewing) -> String {
        func text(_ number: Int?) -> String { number.map(String.init) ?? "" }
        return "\(text(viewing.season))|\(text(viewing.episode))|\(viewing.episodeID?.description ?? "")|\(viewing.watchedOn)|"
            + "\(text(viewing.rating))|\(text(viewing.runtimeMinutes))|\(viewing.episodeTitle)"
    }

    private static func viewing(_ line: String, of series: Series) -> EpisodeViewing? {
        let parts = line.split(separator: "|", maxSplits: 6, omittingEmptySubsequences: false)
        guard parts.count == 7, let day = CalendarDay(parsing: parts[3]) else { return nil }
        func number(_ part: Substring) -> Int?? { part.isEmpty ? .some(nil) : Int(part).map { .some($0) } }
        guard let season = number(parts[0]), let episode = number(parts[1]), let rating = number(parts[4]), let runtime = number(parts[5]) else { return nil }
        var episodeID: TitleID?
        if !parts[2].isEmpty {
            guard let parsed = TitleID(parsing: parts[2]) else { return nil }
            episodeID = parsed
        }
        return EpisodeViewing(
            seriesID: series.id, seriesTitle: series.title, season: season, episode: episode, episodeID: episodeID,
            episodeTitle: String(parts[6]), runtimeMinutes: runtime, watchedOn: day, rating: rating
        )
    }
}
