import WatchlistInterface

/// What `stats` says of one provider's viewings of another kind (episodes): how many, of how
/// many titles (series), and how long they took, in the provider's words.
struct OtherViewingTally: Equatable {
    /// How the provider names them.
    let names: OtherTallyNames
    /// The viewings counted.
    let viewings: Int
    /// The different titles (series) they are of.
    let titles: Int
    /// Their minutes, those of unknown length left out.
    let minutes: Int
    /// The viewings whose length is known: the minutes are theirs.
    let timed: Int

    /// The tally of `viewings` watched in `year`, or of all when `year` is nil, named `names`.
    init(_ viewings: [OtherViewing], year: Int?, names: OtherTallyNames) {
        self.names = names
        let counted = viewings.filter { year == nil || $0.watchedOn.year == year }
        self.viewings = counted.count
        titles = Set(counted.map(\.id)).count
        minutes = counted.reduce(0) { $0 + ($1.runtimeMinutes ?? 0) }
        timed = counted.count { $0.runtimeMinutes != nil }
    }

    /// Hours, to one decimal.
    var hours: Double { (Double(minutes) / 6).rounded() / 10 }
}
