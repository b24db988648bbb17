import Injection
import JSONWriting
import MoviesInterface
import WatchlistInterface

/// The providers of other kinds of titles, asked together by the list's commands: a
/// reference goes to the first provider that knows it, the listings are all of theirs, and an
/// export's sections and its import are each provider's own.
extension Contributions where Point == any OtherTitleTracking {
    /// What the first provider that knows `reference` printed on following it, or nil.
    func add(_ reference: String) async throws -> String? {
        try await first { try await $0.add(reference) }
    }

    /// What the first provider that knows `reference` printed on no longer following it, or nil.
    func remove(_ reference: String) async throws -> String? {
        try await first { try await $0.remove(reference) }
    }

    /// What the first provider that knows `reference` printed on recording the viewings, or nil.
    func watched(_ reference: String, options: OtherKindOptions, on day: CalendarDay?, rating: Int?) async throws -> String? {
        try await first { try await $0.watched(reference, options: options, on: day, rating: rating) }
    }

    /// Every provider's viewings, newest first (each provider's order kept among equal days).
    func history() async throws -> [OtherViewing] {
        // One provider's list as it is: appended to another, each viewing was copied.
        if all.count == 1 { return try await all[0].history() }
        var viewings: [OtherViewing] = []
        for provider in all { viewings += try await provider.history() }
        return viewings.enumerated().sorted { first, second in
            first.element.watchedOn != second.element.watchedOn ? first.element.watchedOn > second.element.watchedOn : first.offset < second.offset
        }.map(\.element)
    }

    /// The keys every provider's viewings add to `history --json`, in the providers' order,
    /// each once.
    var historyKeys: [String] {
        var seen = Set<String>()
        return all.flatMap(\.historyKeys).filter { seen.insert($0).inserted }
    }

    /// Every provider's followed titles, in the providers' order.
    func list() async throws -> [OtherListEntry] {
        var entries: [OtherListEntry] = []
        for provider in all { entries += try await provider.list() }
        return entries
    }

    /// Every provider's sections of the export, by key.
    func archive() async throws -> [String: JSONValue] {
        var sections: [String: JSONValue] = [:]
        for provider in all { sections.merge(try await provider.archive()) { kept, _ in kept } }
        return sections
    }

    /// What each provider imported of the sections it writes.
    func restore(_ sections: [String: JSONValue], dryRun: Bool, path: String) async throws -> [OtherImportSummary] {
        var summaries: [OtherImportSummary] = []
        for provider in all {
            if let summary = try await provider.restore(sections, dryRun: dryRun, path: path) { summaries.append(summary) }
        }
        return summaries
    }

    /// Another service's rows of other kinds, imported by the first provider that tracks
    /// them; nil when none does.
    func importHistory(_ records: [OtherHistoryRecord], dryRun: Bool) async throws -> OtherHistoryImport? {
        try await first { try await $0.importHistory(records, dryRun: dryRun) }
    }

    private func first<Answer>(_ ask: (any OtherTitleTracking) async throws -> Answer?) async throws -> Answer? {
        for provider in all {
            if let answer = try await ask(provider) { return answer }
        }
        return nil
    }
}
