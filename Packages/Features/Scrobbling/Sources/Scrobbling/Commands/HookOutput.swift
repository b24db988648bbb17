import Foundation
import JSONWriting
import ScrobblingInterface

/// Hooks, events and inbox items as JSON, for scripts.
enum HookJSON {
    private static let hookWriter = JSONListWriter<Hook>(fields: [
        .init("id") { .integer($0.id) },
        .init("server") { .string($0.server.rawValue) },
        .init("user") { $0.mediaUser.map(JSONScalar.string) ?? .null },
        .init("createdAt") { .string(UTCTimestamp.dateTime($0.createdAt)) },
        .init("lastEventAt") { $0.lastEvent.map { .string(UTCTimestamp.dateTime($0.receivedAt)) } ?? .null },
        .init("lastOutcome") { $0.lastEvent.map { .string($0.outcome.rawValue) } ?? .null },
        .init("lastDetail") { $0.lastEvent.map { .string($0.detail) } ?? .null },
    ])

    private static let eventWriter = JSONListWriter<HookEvent>(fields: [
        .init("receivedAt") { .string(UTCTimestamp.dateTime($0.receivedAt)) },
        .init("outcome") { .string($0.outcome.rawValue) },
        .init("detail") { .string($0.detail) },
    ])

    private static let itemWriter = JSONListWriter<InboxItem>(fields: [
        .init("number") { .integer($0.number) },
        .init("hook") { $0.hookID.map(JSONScalar.integer) ?? .null },
        .init("player") { $0.player.map(JSONScalar.string) ?? .null },
        .init("kind") { .string(InboxSubjectFields($0.subject).kind) },
        .init("title") { .string(InboxSubjectFields($0.subject).title) },
        .init("year") { InboxSubjectFields($0.subject).year.map(JSONScalar.integer) ?? .null },
        .init("season") { InboxSubjectFields($0.subject).season.map(JSONScalar.integer) ?? .null },
        .init("episode") { InboxSubjectFields($0.subject).episode.map(JSONScalar.integer) ?? .null },
        .init("lastEpisode") { InboxSubjectFields($0.subject).lastEpisode.map(JSONScalar.integer) ?? .null },
        .init("imdb") { InboxSubjectFields($0.subject).imdbID.map(JSONScalar.string) ?? .null },
        .init("tmdb") { InboxSubjectFields($0.subject).tmdbID.map(JSONScalar.string) ?? .null },
        .init("tvdb") { InboxSubjectFields($0.subject).tvdbID.map(JSONScalar.string) ?? .null },
        .init("playedAt") { .string(UTCTimestamp.dateTime($0.playedAt)) },
        .init("rating") { $0.rating.map(JSONScalar.integer) ?? .null },
        .init("problem") { .string(InboxSubjectFields($0.subject).problem) },
    ])

    private static let createdWriter = JSONListWriter<(hook: CreatedHook, url: String)>(fields: [
        .init("id") { .integer($0.hook.hook.id) },
        .init("server") { .string($0.hook.hook.server.rawValue) },
        .init("user") { $0.hook.hook.mediaUser.map(JSONScalar.string) ?? .null },
        .init("url") { .string($0.url) },
        .init("template") { $0.hook.hook.server == .jellyfin ? .string(JellyfinTemplate.text) : .null },
    ])

    static func hooks(_ hooks: [Hook]) -> String { hookWriter.encode(hooks) }
    static func events(_ events: [HookEvent]) -> String { eventWriter.encode(events) }
    static func inbox(_ items: [InboxItem]) -> String { itemWriter.encode(items) }

    /// One object, not an array.
    static func created(_ hook: CreatedHook, url: String) -> String {
        let array = createdWriter.encode([(hook, url)])
        guard let open = array.firstIndex(of: "{"), let close = array.lastIndex(of: "}") else { return array }
        return String(array[open...close]) + "\n"
    }
}

/// Hooks' events and inbox items as lines of text.
enum HookText {
    static func event(_ event: HookEvent) -> String {
        "\(UTCTimestamp.dateTime(event.receivedAt))  \(event.outcome.rawValue): \(event.detail)"
    }

    static func item(_ item: InboxItem) -> String {
        "\(item.number)  \(item.subject.description), played \(UTCTimestamp.day(item.playedAt)) (\(item.source)): \(item.subject.reason)"
    }
}
