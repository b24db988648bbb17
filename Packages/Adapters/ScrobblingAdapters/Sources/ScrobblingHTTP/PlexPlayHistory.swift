import Foundation
import ScrobblingInterface
import WatchlistInterface

/// What Plex says a user played, through Plex Media Server's API: the account found by name
/// (`/accounts`, whose ids are the server's own), then its watch history a page at a time
/// (`/status/sessions/history/all?accountID=`, `X-Plex-Container-Start` and `-Size`), a play
/// an entry with its moment (`viewedAt`, seconds since 1970): a rewatch is another play. The
/// history names no outside ids, so each page's films, episodes and shows are read once, all
/// at once (`/library/metadata/{keys}`), for their `Guid`s (`imdb://…`, `tmdb://…`,
/// `tvdb://…`), or an older agent's `guid` (`com.plexapp.agents.imdb://tt0111161?lang=en`).
/// An item gone from the library keeps its title, the show's, and the numbers.
public struct PlexPlayHistory: PlayHistoryReading {
    private let connection: MediaServerConnection

    /// A reader over `connection`.
    public init(_ connection: MediaServerConnection) {
        self.connection = connection
    }

    public func history(of account: MediaServerAccount, progress: @escaping @Sendable (Int, Int) -> Void) async throws(PlayHistoryError) -> ServiceHistory {
        let server = connection.api(for: account)
        let accounts = try server.decode(Container<Account>.self, from: try await server.get("accounts")).MediaContainer.items.filter { !$0.name.isEmpty }
        guard let user = accounts.first(where: { $0.name.caseInsensitiveCompare(account.user) == .orderedSame }) else {
            throw .unknownUser(server: account.server.name, name: account.user, known: accounts.map(\.name))
        }
        var records: [HistoryRecord] = []
        var others: [OtherHistoryRecord] = []
        var skipped: [SourceLocation] = []
        var read = Set<String>()
        var ids: [String: ProviderIDs] = [:]
        var start = 0
        var total = 0
        repeat {
            let page = try server.decode(Container<Play>.self, from: try await server.get("status/sessions/history/all", query: [
                ("accountID", String(user.id)), ("sort", "viewedAt:asc"),
                ("X-Plex-Container-Start", String(start)), ("X-Plex-Container-Size", String(connection.pageSize)),
            ])).MediaContainer
            let plays = page.items
            if start == 0 { total = page.totalSize ?? page.size ?? plays.count }
            let keys = Set(plays.flatMap { [$0.ratingKey, $0.grandparentRatingKey] }.compactMap { $0 }).subtracting(ids.keys)
            if !keys.isEmpty {
                // An item gone from the library has no metadata left; the others still read.
                if let body = try? await server.get("library/metadata/" + keys.sorted().joined(separator: ",")),
                   let found = try? JSONDecoder().decode(Container<Metadata>.self, from: body) {
                    for item in found.MediaContainer.items { ids[item.ratingKey] = item.ids }
                }
            }
            for play in plays where read.insert(play.historyKey ?? "\(play.ratingKey ?? "")@\(play.viewedAt ?? 0)").inserted {
                let location = SourceLocation(file: "\(account.server.name) at \(account.address.absoluteString)", position: read.count, unit: .entry)
                guard let seconds = play.viewedAt, seconds > 0, let title = play.title, !title.isEmpty else {
                    skipped.append(location)
                    continue
                }
                let viewing = HistoryRecord.Event.watched(on: CalendarDay(containing: Date(timeIntervalSince1970: TimeInterval(seconds))), rating: nil, review: nil)
                let own = play.ratingKey.flatMap { ids[$0] }
                switch play.type {
                case "movie":
                    let year = play.year ?? play.originallyAvailableAt.flatMap { Int($0.prefix(4)) }
                    records.append(HistoryRecord(location: location, film: MovieReference(title: title, year: year, imdbID: own?.imdb, tmdbID: own?.tmdb), event: viewing))
                case "episode":
                    guard let season = play.parentIndex, let number = play.index, let show = play.grandparentTitle else {
                        skipped.append(location)
                        continue
                    }
                    let episode = OtherTitleReference(
                        OtherTitleNaming(title: show, imdbID: play.grandparentRatingKey.flatMap { ids[$0] }?.imdb),
                        part: OtherTitlePart(place: [season, number], title: title, imdbID: own?.imdb, tmdbID: own?.tmdb, tvdbID: own?.tvdb)
                    )
                    others.append(OtherHistoryRecord(location: location, title: episode, event: viewing))
                default:
                    skipped.append(location)
                }
            }
            start += plays.count
            progress(read.count, total)
            if plays.count < connection.pageSize { break }
        } while start < total
        return ServiceHistory(service: account.server.name, records: records, others: others, skipped: skipped)
    }

    /// Plex's `{"MediaContainer": {…}}`, its entries under `Metadata` or `Account`.
    private struct Container<Item: Decodable>: Decodable {
        struct Body: Decodable {
            let size: Int?
            let totalSize: Int?
            let items: [Item]

            enum CodingKeys: String, CodingKey {
                case size, totalSize, Metadata, Account
            }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                size = try container.decodeIfPresent(Int.self, forKey: .size)
                totalSize = try container.decodeIfPresent(Int.self, forKey: .totalSize)
                items = try container.decodeIfPresent([Item].self, forKey: .Metadata) ?? container.decodeIfPresent([Item].self, forKey: .Account) ?? []
            }
        }

        let MediaContainer: Body
    }

    private struct Account: Decodable {
        let id: Int
        let name: String
    }

    private struct Play: Decodable {
        let historyKey: String?
        let ratingKey: String?
        let grandparentRatingKey: String?
        let type: String?
        let title: String?
        let grandparentTitle: String?
        let parentIndex: Int?
        let index: Int?
        let year: Int?
        let originallyAvailableAt: String?
        let viewedAt: Int?
    }

    private struct Metadata: Decodable {
        struct GUID: Decodable {
            let id: String
        }

        let ratingKey: String
        let guid: String?
        let Guid: [GUID]?

        /// The outside ids its `Guid`s name, else its older agent's `guid`.
        var ids: ProviderIDs {
            var found = ProviderIDs()
            for guid in (Guid ?? []).map(\.id) + (guid.map { [$0] } ?? []) {
                found.take(guid)
            }
            return found
        }
    }
}
