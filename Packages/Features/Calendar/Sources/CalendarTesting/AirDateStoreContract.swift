import CalendarPorts
import Foundation
import SeriesInterface
import WatchlistInterface

/// What every ``AirDateStore`` must do, as checks that any test target runs on its own store:
/// CalendarAdapters' contract suite runs them on memory, SQLite and PostgreSQL. Each check
/// takes an empty store and returns what went wrong, nothing when it held.
public enum AirDateStoreContract {
    /// Every check, by name.
    public static let checks: [(name: String, check: @Sendable (any AirDateStore) async throws -> [String])] = [
        ("an empty store knows no show", emptyKnowsNothing),
        ("a show comes back as kept, with its episodes in the window, by air date", keptComesBack),
        ("keeping a show again replaces its episodes", keepingReplaces),
        ("a show unknown to the source is kept as such", unknownIsKept),
        ("titles with commas, semicolons, quotes and letters beyond ASCII come back exactly", textIsExact),
        ("episodes without an air date, or outside the window, are left out", windowHolds),
        ("the shows' episodes aired by a day come back by show, season and number", airedByDay),
    ]

    static let fargo = TitleID(parsing: "tt2802850")!
    static let other = TitleID(parsing: "tt2356777")!
    static let fetched = Date(timeIntervalSince1970: 1_790_000_000)
    static let show = SourceSeries(id: "1800", name: "Fargo", network: "FX", updated: Date(timeIntervalSince1970: 1_789_000_000))

    static func episode(_ number: Int?, _ day: String?, title: String = "Episode", time: Date? = nil) -> SourceEpisode {
        SourceEpisode(
            id: "e\(number ?? 0)-\(day ?? "none")", season: 6, number: number, title: title, airDate: day.flatMap { CalendarDay(parsing: $0) },
            airTime: time, runtimeMinutes: number == nil ? nil : 60
        )
    }

    static func day(_ text: String) -> CalendarDay {
        CalendarDay(parsing: text) ?? CalendarDay(containing: fetched)
    }

    static func emptyKnowsNothing(_ store: any AirDateStore) async throws -> [String] {
        var problems: [String] = []
        if try await !store.lookups(of: [fargo]).isEmpty { problems.append("an empty store has a lookup") }
        if try await !store.episodes(of: [fargo], from: day("2000-01-01"), through: day("2100-01-01")).isEmpty { problems.append("an empty store has episodes") }
        return problems
    }

    static func keptComesBack(_ store: any AirDateStore) async throws -> [String] {
        let time = Date(timeIntervalSince1970: 1_790_200_000)
        let episodes = [episode(2, "2026-12-08", time: time), episode(1, "2026-12-01"), episode(nil, "2026-12-05", title: "Special")]
        try await store.keep(show, episodes: episodes, for: fargo, at: fetched)
        var problems: [String] = []
        let lookups = try await store.lookups(of: [fargo, other])
        if lookups != [fargo: SeriesLookup(show: show, fetchedAt: fetched)] { problems.append("lookups answered \(lookups)") }
        let found = try await store.episodes(of: [fargo], from: day("2026-12-01"), through: day("2026-12-31"))
        let expected = [episodes[1], episodes[2], episodes[0]].map { StoredEpisode(showID: fargo, show: show, episode: $0) }
        if found != expected { problems.append("episodes answered \(found.map(\.episode)), expected \(expected.map(\.episode))") }
        return problems
    }

    static func keepingReplaces(_ store: any AirDateStore) async throws -> [String] {
        try await store.keep(show, episodes: [episode(1, "2026-12-01"), episode(2, "2026-12-08")], for: fargo, at: fetched)
        let renamed = SourceSeries(id: "1800", name: "Fargo", network: "FX on Hulu", updated: fetched)
        let later = fetched.addingTimeInterval(3600)
        try await store.keep(renamed, episodes: [episode(1, "2026-12-02", title: "Moved")], for: fargo, at: later)
        var problems: [String] = []
        let found = try await store.episodes(of: [fargo], from: day("2026-11-01"), through: day("2027-01-01"))
        if found != [StoredEpisode(showID: fargo, show: renamed, episode: episode(1, "2026-12-02", title: "Moved"))] {
            problems.append("after keeping again, episodes answered \(found)")
        }
        if try await store.lookups(of: [fargo])[fargo] != SeriesLookup(show: renamed, fetchedAt: later) { problems.append("the lookup was not replaced") }
        return problems
    }

    static func unknownIsKept(_ store: any AirDateStore) async throws -> [String] {
        try await store.keepUnknown(other, at: fetched)
        let lookups = try await store.lookups(of: [other])
        return lookups == [other: SeriesLookup(show: nil, fetchedAt: fetched)] ? [] : ["lookups answered \(lookups)"]
    }

    static func textIsExact(_ store: any AirDateStore) async throws -> [String] {
        let odd = SourceSeries(id: "77", name: "Élan, Vital; \"Ça\" – 日本", network: "Télé, Ünïon; 1", updated: fetched)
        let title = "Chapitre 1: l'été, \\ et ; ou ,"
        try await store.keep(odd, episodes: [episode(1, "2026-12-01", title: title)], for: other, at: fetched)
        let found = try await store.episodes(of: [other], from: day("2026-12-01"), through: day("2026-12-01"))
        return found.map(\.show) == [odd] && found.map(\.episode.title) == [title] ? [] : ["answered \(found)"]
    }

    static func windowHolds(_ store: any AirDateStore) async throws -> [String] {
        try await store.keep(show, episodes: [episode(1, nil), episode(2, "2026-11-30"), episode(3, "2026-12-01"), episode(4, "2026-12-02")], for: fargo, at: fetched)
        let found = try await store.episodes(of: [fargo], from: day("2026-12-01"), through: day("2026-12-01")).map(\.episode.number)
        return found == [3] ? [] : ["the window of 2026-12-01 answered episodes \(found)"]
    }

    static func airedByDay(_ store: any AirDateStore) async throws -> [String] {
        let special = SourceEpisode(id: "s1", season: 6, number: nil, title: "Special", airDate: day("2026-11-01"), airTime: nil, runtimeMinutes: nil)
        try await store.keep(show, episodes: [episode(3, "2026-11-30"), special, episode(1, "2026-11-16"), episode(2, nil), episode(4, "2026-12-07")], for: fargo, at: fetched)
        try await store.keep(show, episodes: [episode(9, "2026-11-01")], for: other, at: fetched)
        let found = try await store.episodes(of: [fargo, other, TitleID(imdbNumber: 1)], airedBy: day("2026-11-30"))
        let fargos = found[fargo, default: []].map { $0.number.map(String.init) ?? $0.title }
        var problems = fargos == ["1", "3", "Special"] ? [] : ["the episodes aired by 2026-11-30 were \(fargos), not 1, 3 and the special"]
        if found.count != 2 || found[other]?.map(\.number) != [9] { problems.append("the other show's, and no third, were \(found.mapValues { $0.map(\.number) })") }
        if try await !store.episodes(of: [], airedBy: day("2026-11-30")).isEmpty { problems.append("no show asked for answered episodes") }
        return problems
    }
}
