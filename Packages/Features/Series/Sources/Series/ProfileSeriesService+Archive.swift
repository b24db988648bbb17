import Foundation
import SeriesInterface

/// What the lossless export keeps of a profile's series, and how it comes back.
extension ProfileSeriesService {
    public func archive() async throws -> [ArchivedSeries] {
        let profile = try await signedIn()
        let viewings = try await repository.viewings(of: nil, for: profile)
        let bySeries = Dictionary(grouping: viewings, by: \.seriesID)
        let rated = try await repository.ratings(for: profile)
        let ratings = Dictionary(rated.map { ($0.series.id, $0.rating) }, uniquingKeysWith: { first, _ in first })
        var archived: [ArchivedSeries] = []
        var kept: Set<TitleID> = []
        func keep(_ series: Series, followedAt: Date?) {
            archived.append(ArchivedSeries(series: series, followedAt: followedAt, rating: ratings[series.id], viewings: bySeries[series.id] ?? []))
        }
        for followed in try await repository.followed(for: profile) where kept.insert(followed.series.id).inserted {
            keep(followed.series, followedAt: followed.followedAt)
        }
        // A series watched and rated, not followed: the rating keeps its years and kind.
        for entry in rated where bySeries[entry.series.id] != nil && kept.insert(entry.series.id).inserted {
            keep(entry.series, followedAt: nil)
        }
        for viewing in viewings where kept.insert(viewing.seriesID).inserted {
            keep(Series(id: viewing.seriesID, title: viewing.seriesTitle, startYear: nil, endYear: nil), followedAt: nil)
        }
        for entry in rated where kept.insert(entry.series.id).inserted {
            keep(entry.series, followedAt: nil)
        }
        return archived
    }

    public func restore(_ archived: [ArchivedSeries], dryRun: Bool) async throws -> SeriesRestore {
        let profile = try await signedIn()
        var following = Set(try await repository.followed(for: profile).map(\.series.id))
        var rated = Set(try await repository.ratings(for: profile).map(\.series.id))
        var kept: [EpisodeViewing: Int] = [:]
        for viewing in try await repository.viewings(of: nil, for: profile) { kept[viewing, default: 0] += 1 }
        var followed = 0, ratingsAdded = 0
        var added: [EpisodeViewing] = []
        for entry in archived {
            if let date = entry.followedAt, following.insert(entry.series.id).inserted {
                followed += 1
                if !dryRun { _ = try await repository.follow(entry.series, at: date, for: profile) }
            }
            if let rating = entry.rating, rated.insert(entry.series.id).inserted {
                ratingsAdded += 1
                if !dryRun { try await repository.rate(entry.series, rating, for: profile) }
            }
            for viewing in entry.viewings {
                if kept[viewing, default: 0] > 0 { kept[viewing, default: 0] -= 1 } else { added.append(viewing) }
            }
        }
        if !dryRun, !added.isEmpty { try await repository.record(added, for: profile) }
        return SeriesRestore(followed: followed, ratingsAdded: ratingsAdded, viewingsAdded: added.count)
    }
}
