import Foundation
import SeriesInterface

/// What the lossless export keeps of a profile's series, and how it comes back.
extension ProfileSeriesService {
    public func archive() async throws -> [ArchivedSeries] {
        let profile = try await signedIn()
        let viewings = try await repository.viewings(of: nil, for: profile)
        let bySeries = Dictionary(grouping: viewings, by: \.seriesID)
        var archived: [ArchivedSeries] = []
        var kept: Set<TitleID> = []
        for followed in try await repository.followed(for: profile) where kept.insert(followed.series.id).inserted {
            archived.append(ArchivedSeries(series: followed.series, followedAt: followed.followedAt, viewings: bySeries[followed.series.id] ?? []))
        }
        for viewing in viewings where kept.insert(viewing.seriesID).inserted {
            let series = Series(id: viewing.seriesID, title: viewing.seriesTitle, startYear: nil, endYear: nil)
            archived.append(ArchivedSeries(series: series, followedAt: nil, viewings: bySeries[viewing.seriesID] ?? []))
        }
        return archived
    }

    public func restore(_ archived: [ArchivedSeries], dryRun: Bool) async throws -> SeriesRestore {
        let profile = try await signedIn()
        var following = Set(try await repository.followed(for: profile).map(\.series.id))
        var kept: [EpisodeViewing: Int] = [:]
        for viewing in try await repository.viewings(of: nil, for: profile) { kept[viewing, default: 0] += 1 }
        var followed = 0
        var added: [EpisodeViewing] = []
        for entry in archived {
            if let date = entry.followedAt, following.insert(entry.series.id).inserted {
                followed += 1
                if !dryRun { _ = try await repository.follow(entry.series, at: date, for: profile) }
            }
            for viewing in entry.viewings {
                if kept[viewing, default: 0] > 0 { kept[viewing, default: 0] -= 1 } else { added.append(viewing) }
            }
        }
        if !dryRun, !added.isEmpty { try await repository.record(added, for: profile) }
        return SeriesRestore(followed: followed, viewingsAdded: added.count)
    }
}
