import Foundation
import ScrobblingInterface
import WatchlistInterface

/// What Jellyfin and Emby say a user played, through their API (the same for both): the user
/// found by name (`/Users`), then the films and the episodes played, each kind a page at a
/// time (`/Users/{id}/Items?Filters=IsPlayed&IncludeItemTypes=Movie`, then `Episode`; asked
/// apart, as some versions mis-filter the two together), with their provider ids
/// (`ProviderIds`: `Imdb`, `Tmdb`, `Tvdb`) and their user data (`Played`, `LastPlayedDate`).
/// An episode's show is read once for all its episodes (`/Users/{id}/Items?Ids=`), for the
/// show's IMDb id and year.
///
/// These servers keep the day an item was last played and how often, not every play: each
/// item played is one viewing, on that day. An item played with no day is skipped. An item a
/// page repeats (the library changed meanwhile) is read once.
public struct JellyfinPlayHistory: PlayHistoryReading {
    private let connection: MediaServerConnection

    /// A reader over `connection`.
    public init(_ connection: MediaServerConnection) {
        self.connection = connection
    }

    public func history(of account: MediaServerAccount, progress: @escaping @Sendable (Int, Int) -> Void) async throws(PlayHistoryError) -> ServiceHistory {
        let server = connection.api(for: account)
        let users = try server.decode([User].self, from: try await server.get("Users"))
        guard let user = users.first(where: { $0.Name.caseInsensitiveCompare(account.user) == .orderedSame }) else {
            throw .unknownUser(server: account.server.name, name: account.user, known: users.map(\.Name))
        }
        var records: [HistoryRecord] = []
        var others: [OtherHistoryRecord] = []
        var skipped: [SourceLocation] = []
        var read = Set<String>()
        var shows: [String: Item] = [:]
        var total = 0
        for kind in ["Movie", "Episode"] {
            var start = 0
            var kindTotal = 0
            repeat {
                let page = try server.decode(Page.self, from: try await server.get("Users/\(user.Id)/Items", query: [
                    ("Recursive", "true"), ("IncludeItemTypes", kind), ("Filters", "IsPlayed"), ("EnableUserData", "true"),
                    ("Fields", "ProviderIds,ProductionYear,UserDataLastPlayedDate,UserDataPlayCount"), ("SortBy", "SortName,Id"),
                    ("SortOrder", "Ascending"), ("StartIndex", String(start)), ("Limit", String(connection.pageSize)),
                ]))
                if start == 0 {
                    kindTotal = page.TotalRecordCount ?? page.Items.count
                    total += kindTotal
                }
                let missing = Set(page.Items.compactMap(\.SeriesId)).subtracting(shows.keys)
                if !missing.isEmpty {
                    let found = try server.decode(Page.self, from: try await server.get("Users/\(user.Id)/Items", query: [
                        ("Ids", missing.sorted().joined(separator: ",")), ("Fields", "ProviderIds,ProductionYear"),
                    ]))
                    for show in found.Items { shows[show.Id] = show }
                }
                for item in page.Items where read.insert(item.Id).inserted && item.UserData?.Played != false {
                    let location = SourceLocation(file: "\(account.server.name) at \(account.address.absoluteString)", position: read.count, unit: .entry)
                    guard let played = item.UserData?.LastPlayedDate.flatMap(Self.day) else {
                        skipped.append(location)
                        continue
                    }
                    let viewing = HistoryRecord.Event.watched(on: played, rating: nil, review: nil)
                    if item.Type == "Episode" {
                        let show = item.SeriesId.flatMap { shows[$0] }
                        guard let season = item.ParentIndexNumber, let number = item.IndexNumber else {
                            skipped.append(location)
                            continue
                        }
                        let episode = OtherTitleReference(
                            OtherTitleNaming(title: item.SeriesName ?? show?.Name ?? "", year: show?.ProductionYear, imdbID: show?.ProviderIds?.imdb),
                            part: OtherTitlePart(
                                place: [season, number], title: item.Name, imdbID: item.ProviderIds?.imdb, tmdbID: item.ProviderIds?.tmdb,
                                tvdbID: item.ProviderIds?.tvdb
                            )
                        )
                        others.append(OtherHistoryRecord(location: location, title: episode, event: viewing))
                    } else {
                        let film = MovieReference(title: item.Name, year: item.ProductionYear, imdbID: item.ProviderIds?.imdb, tmdbID: item.ProviderIds?.tmdb)
                        records.append(HistoryRecord(location: location, film: film, event: viewing))
                    }
                }
                start += page.Items.count
                progress(read.count, total)
                if page.Items.count < connection.pageSize { break }
            } while start < kindTotal
        }
        return ServiceHistory(service: account.server.name, records: records, others: others, skipped: skipped)
    }

    /// The local day of a time such as `2024-08-02T22:51:23.0000000Z`: .NET writes seven digits
    /// of a second, which are dropped before it is read.
    static func day(_ stamp: String) -> CalendarDay? {
        var text = Substring(stamp)
        if let dot = text.firstIndex(of: ".") {
            let rest = text[text.index(after: dot)...].drop { $0.isNumber }
            text = text[..<dot] + rest
        }
        if !text.hasSuffix("Z"), !text.dropFirst(19).contains("+"), !text.dropFirst(19).contains("-") { text += "Z" }
        guard let date = try? Date.ISO8601FormatStyle().parse(String(text)) else { return nil }
        return CalendarDay(containing: date)
    }

    private struct User: Decodable {
        let Name: String
        let Id: String
    }

    private struct Page: Decodable {
        let Items: [Item]
        let TotalRecordCount: Int?
    }

    struct Item: Decodable {
        struct UserData: Decodable {
            let Played: Bool?
            let LastPlayedDate: String?
        }

        let Id: String
        let Name: String
        let `Type`: String?
        let ProductionYear: Int?
        let ProviderIds: ProviderIDs?
        let SeriesId: String?
        let SeriesName: String?
        let ParentIndexNumber: Int?
        let IndexNumber: Int?
        let UserData: UserData?
    }
}
