import MoviesInterface

/// The Movies feature's stored details of films, kept in memory for a while once read, for
/// the rule-based lists of a long-running server. A list made by rules is made anew on every
/// read, and reading 10,000 films' details was the larger part of it (issue 68 §5); a film's
/// genres and running time are the catalog's and seldom change, while what the profile
/// watched and rated is read afresh every time.
///
/// A film's details are kept for ``keptFor`` after they were read, so a film stored again with
/// other details shows them at most that long after. A film with nothing stored is asked for
/// again on every read (it is stored when it is added or watched). At most ``most`` films are
/// kept; past that the memory starts again empty.
public actor RememberedFacts: StoredMovies {
    /// How long a film's details are kept once read.
    public let keptFor: Duration
    /// How many films' details are kept at most.
    public let most: Int
    private let stored: any StoredMovies
    private let now: @Sendable () -> ContinuousClock.Instant
    private var kept: [MovieID: (facts: MovieFacts, readAt: ContinuousClock.Instant)] = [:]

    /// Keeps what `stored` answers for `keptFor`, at most `most` films; `now` is the clock.
    public init(
        _ stored: any StoredMovies, keptFor: Duration = .seconds(600), most: Int = 200_000,
        now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
    ) {
        self.stored = stored
        self.keptFor = keptFor
        self.most = most
        self.now = now
    }

    public nonisolated func movie(_ id: MovieID) async throws -> Movie? {
        try await stored.movie(id)
    }

    public func facts(of ids: [MovieID]) async throws -> [MovieID: MovieFacts] {
        let asked = now()
        var found: [MovieID: MovieFacts] = [:]
        found.reserveCapacity(ids.count)
        var missing: [MovieID] = []
        for id in ids {
            if let known = kept[id], asked - known.readAt < keptFor { found[id] = known.facts } else { missing.append(id) }
        }
        guard !missing.isEmpty else { return found }
        let read = try await stored.facts(of: missing)
        if kept.count + read.count > most { kept.removeAll(keepingCapacity: true) }
        for (id, facts) in read {
            if kept.count < most { kept[id] = (facts, asked) }
            found[id] = facts
        }
        return found
    }
}
