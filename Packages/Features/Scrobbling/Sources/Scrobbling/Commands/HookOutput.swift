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
        .init("hook") { .integer($0.hookID) },
        .init("title") { .string($0.film.title) },
        .init("year") { $0.film.year.map(JSONScalar.integer) ?? .null },
        .init("imdb") { $0.film.imdbID.map(JSONScalar.string) ?? .null },
        .init("tmdb") { $0.film.tmdbID.map(JSONScalar.string) ?? .null },
        .init("playedAt") { .string(UTCTimestamp.dateTime($0.playedAt)) },
        .init("rating") { $0.rating.map(JSONScalar.integer) ?? .null },
        .init("problem") { .string($0.problem.rawValue) },
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
        let film = HookDetail.film(item.film.title.isEmpty ? "(no title)" : item.film.title, item.film.year)
        let ids = [item.film.imdbID, item.film.tmdbID.map { "tmdb \($0)" }].compactMap { $0 }
        let named = ids.isEmpty ? film : "\(film) [\(ids.joined(separator: ", "))]"
        let problem = item.problem == .ambiguous ? "several films match" : "no film matches"
        return "\(item.number)  \(named), played \(UTCTimestamp.day(item.playedAt)) (hook \(item.hookID)): \(problem)"
    }
}
