import CalendarPorts
import Foundation

/// Two sources as one: a show is looked up in the first (TVmaze, which knows air times), and
/// in the second (TMDB, when its token is set) only when the first does not know it. The
/// second's ids are kept with the prefix `tmdb:` (its ``prefix``), so that a show's episodes
/// and changes are asked of the source that found it, and the two never collide.
public struct FallbackAirDateSource: AirDateSource {
    private let first: any AirDateSource
    private let second: any AirDateSource
    /// What the second source's ids start with once kept: its name in lower case and a colon.
    public let prefix: String

    /// The sources asked in this order.
    public init(_ first: any AirDateSource, then second: any AirDateSource) {
        self.first = first
        self.second = second
        prefix = second.name.lowercased() + ":"
    }

    /// Both names, as a refresh's summary shows them (`TVmaze and TMDB`).
    public var name: String { "\(first.name) and \(second.name)" }

    public func show(imdbID: String) async throws -> SourceSeries? {
        if let show = try await first.show(imdbID: imdbID) { return show }
        guard let show = try await second.show(imdbID: imdbID) else { return nil }
        return SourceSeries(id: prefix + show.id, name: show.name, network: show.network, updated: show.updated)
    }

    public func episodes(ofShow id: String) async throws -> [SourceEpisode] {
        guard id.hasPrefix(prefix) else { return try await first.episodes(ofShow: id) }
        return try await second.episodes(ofShow: String(id.dropFirst(prefix.count)))
    }

    /// Both sources' changes; nil, so that every show is fetched, when either cannot list its
    /// changes that far back.
    public func changes(since date: Date) async throws -> [String: Date]? {
        guard let firsts = try await first.changes(since: date), let seconds = try await second.changes(since: date) else { return nil }
        return firsts.merging(seconds.map { (prefix + $0.key, $0.value) }, uniquingKeysWith: { one, _ in one })
    }
}
