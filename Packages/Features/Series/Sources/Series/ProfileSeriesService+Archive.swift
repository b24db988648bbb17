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
        var restored: [ArchivedSeries] = []
        for entry in archived {
            var followedAt: Date?, rating: SeriesRating?
            if let date = entry.followedAt, following.insert(entry.series.id).inserted {
                followed += 1
                followedAt = date
                if !dryRun { _ = try await repository.follow(entry.series, at: date, for: profile) }
            }
            if let given = entry.rating, rated.insert(entry.series.id).inserted {
                ratingsAdded += 1
                rating = given
                if !dryRun { try await repository.rate(entry.series, given, for: profile) }
            }
            let before = added.count
            for viewing in entry.viewings {
                if kept[viewing, default: 0] > 0 { kept[viewing, default: 0] -= 1 } else { added.append(viewing) }
            }
            if followedAt != nil || rating != nil || added.count > before {
                restored.append(ArchivedSeries(series: entry.series, followedAt: followedAt, rating: rating, viewings: Array(added[before...])))
            }
        }
        if !dryRun, !added.isEmpty { try await repository.record(added, for: profile) }
        return SeriesRestore(followed: followed, ratingsAdded: ratingsAdded, viewingsAdded: added.count, added: dryRun ? [] : restored)
    }

    public func takeBack(_ added: [ArchivedSeries], dryRun: Bool) async throws -> SeriesTakeBack {
        let profile = try await signedIn()
        var stored: [EpisodeViewing: Int] = [:]
        for viewing in try await repository.viewings(of: nil, for: profile) { stored[viewing, default: 0] += 1 }
        var ratings = Dictionary(try await repository.ratings(for: profile).map { ($0.series.id, $0.rating) }, uniquingKeysWith: { first, _ in first })
        let following = Set(try await repository.followed(for: profile).map(\.series.id))
        var forgotten: [EpisodeViewing] = []
        var changedSince = 0, ratingsRemoved = 0
        for entry in added {
            for viewing in entry.viewings {
                if stored[viewing, default: 0] > 0 {
                    stored[viewing, default: 0] -= 1
                    forgotten.append(viewing)
                } else {
                    changedSince += 1
                }
            }
            guard let rating = entry.rating else { continue }
            if ratings[entry.series.id] == rating {
                ratings[entry.series.id] = nil
                ratingsRemoved += 1
                if !dryRun { _ = try await repository.removeRating(of: entry.series.id, for: profile) }
            } else {
                changedSince += 1
            }
        }
        if !dryRun, !forgotten.isEmpty { _ = try await repository.forget(forgotten, for: profile) }
        // A series it followed is unfollowed when nothing else is left of it.
        let left = Set(stored.filter { $0.value > 0 }.map(\.key.seriesID))
        var unfollowed = 0, kept = 0
        for entry in added where entry.followedAt != nil {
            guard following.contains(entry.series.id) else {
                changedSince += 1
                continue
            }
            if left.contains(entry.series.id) || ratings[entry.series.id] != nil {
                kept += 1
            } else {
                unfollowed += 1
                if !dryRun { _ = try await repository.unfollow(entry.series.id, forgettingViewings: false, for: profile) }
            }
        }
        return SeriesTakeBack(unfollowed: unfollowed, kept: kept, ratingsRemoved: ratingsRemoved, viewingsRemoved: forgotten.count, changedSince: changedSince)
    }
}
