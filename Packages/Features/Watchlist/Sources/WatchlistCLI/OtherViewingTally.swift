import WatchlistInterface

/// What `stats` says of the viewings of other kinds (episodes): how many, of how many
/// series, and how long they took.
struct OtherViewingTally: Equatable {
    /// The viewings counted.
    let viewings: Int
    /// The different titles (series) they are of.
    let titles: Int
    /// Their minutes, those of unknown length left out.
    let minutes: Int
    /// The viewings whose length is known: the minutes are theirs.
    let timed: Int

    /// The tally of `viewings` watched in `year`, or of all when `year` is nil.
    init(_ viewings: [OtherViewing], year: Int?) {
        let counted = viewings.filter { year == nil || $0.watchedOn.year == year }
        self.viewings = counted.count
        titles = Set(counted.map(\.id)).count
        minutes = counted.reduce(0) { $0 + ($1.runtimeMinutes ?? 0) }
        timed = counted.count { $0.runtimeMinutes != nil }
    }

    /// Hours, to one decimal.
    var hours: Double { (Double(minutes) / 6).rounded() / 10 }
}
