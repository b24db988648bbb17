import AuthInterface
import Foundation
import Networking
import ScrobblingHTTP
import ScrobblingInterface
import ScrobblingWeb
import WatchlistInterface

/// The hooks page's backfill on the server: a media server's plays read over HTTP, under the
/// operator's choice of the addresses users may have it reach, then imported for the profile
/// as the import page imports an export: the films to the list, the episodes to each feature
/// that takes other kinds of titles.
struct ServerBackfill: Sendable {
    let reader: any PlayHistoryReading
    let lists: @Sendable (Profile) -> any WatchlistArchiving
    let others: [@Sendable (Profile) -> any OtherTitleArchiving]

    /// A backfill over `http`, reaching public addresses and what the operator's `outbound`
    /// rules list (a Jellyfin on the same network, as most are); link-local never.
    init(
        http: any HTTPClient, outbound: OutboundPolicy, lists: @escaping @Sendable (Profile) -> any WatchlistArchiving,
        others: [@Sendable (Profile) -> any OtherTitleArchiving]
    ) {
        reader = MediaServerHistories(http: http, reach: .restricted(outbound), limits: .server)
        self.lists = lists
        self.others = others
    }

    func run(_ profile: Profile, _ account: MediaServerAccount, dryRun: Bool) async throws -> BackfillOutcome {
        let history = try await reader.history(of: account) { _, _ in }
        // The other kinds first, so that the films' import remembers what they added.
        var imported: OtherHistoryImport?
        if !history.others.isEmpty {
            for provider in others where imported == nil {
                imported = try await provider(profile).importHistory(history.others, dryRun: dryRun)
            }
        }
        let films = try await lists(profile).importHistory(history, others: imported.map { [$0.summary] } ?? [], dryRun: dryRun) { _, _ in }
        let unmatchedFilms = films.unmatched.map { row -> String in
            let film = row.record.film
            let year = film.year.map { " (\($0))" } ?? ""
            return "\"\(film.title)\"\(year): " + (row.problem == .ambiguous ? "several films" : "not found")
        }
        let unmatchedOthers = (imported?.unmatched ?? []).map { "\($0.name): \($0.problem)" }
        return BackfillOutcome(
            read: history.records.count + history.others.count + history.skipped.count, filmsAdded: films.added, filmViewingsAdded: films.viewingsAdded,
            others: imported.map { [BackfillOutcome.Other(kind: $0.summary.kind, followed: $0.summary.followed, viewingsAdded: $0.summary.viewingsAdded)] } ?? [],
            unmatched: unmatchedFilms + unmatchedOthers
        )
    }
}
