import WatchlistInterface

/// What these tests read of a reference, in the words of the exports they read: a row about a
/// whole series, or about an episode at its season and number.
extension OtherTitleReference {
    var kindWord: String { part == nil ? "series" : "episode" }
    var season: Int? { part?.place.first }
    var episode: Int? { (part?.place.count ?? 0) > 1 ? part?.place[1] : nil }
}
