import WatchlistInterface

/// Pairs an import's viewings with the stored viewings of the same film on the same day, and
/// merges each pair: one play that two sources recorded, each with what it knew.
enum ViewingPairing {
    /// A stored viewing and what it becomes with the imported one's fields.
    struct Merge: Equatable {
        let stored: ArchivedViewing
        let merged: ArchivedViewing
    }

    /// Each of `incoming`, in order, paired with the first unpaired of `stored` on its day and
    /// merged into it; those with no stored viewing left on their day are `unpaired`.
    static func pair(_ incoming: [ArchivedViewing], with stored: [ArchivedViewing]) -> (merges: [Merge], unpaired: [ArchivedViewing]) {
        var available = Dictionary(grouping: stored, by: \.watchedOn)
        var merges: [Merge] = []
        var unpaired: [ArchivedViewing] = []
        for viewing in incoming {
            guard var candidates = available[viewing.watchedOn], !candidates.isEmpty else {
                unpaired.append(viewing)
                continue
            }
            let partner = candidates.removeFirst()
            available[viewing.watchedOn] = candidates
            merges.append(Merge(stored: partner, merged: merge(viewing, into: partner)))
        }
        return (merges, unpaired)
    }

    /// `stored` with what `incoming` adds: its rating when `stored` has none (a rating the list
    /// holds is the person's and stays), and its review when `stored` has none; two reviews are
    /// both kept, one after the other, unless one already holds the other.
    static func merge(_ incoming: ArchivedViewing, into stored: ArchivedViewing) -> ArchivedViewing {
        let review: String? = switch (stored.review, incoming.review) {
        case (nil, let added): added
        case (let kept, nil): kept
        case (let kept?, let added?) where kept.contains(added): kept
        case (let kept?, let added?) where added.contains(kept): added
        case (let kept?, let added?): kept + "\n\n" + added
        }
        return ArchivedViewing(watchedOn: stored.watchedOn, rating: stored.rating ?? incoming.rating, review: review)
    }
}
