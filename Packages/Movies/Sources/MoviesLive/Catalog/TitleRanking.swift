import Foundation

/// How search results are ordered: text relevance blended with popularity.
///
/// Popularity is the number of IMDb votes on a log scale (a film with 2 million votes scores
/// 6.3, one with 20 votes 1.3). Relevance is FTS5's bm25, negated so that higher is better,
/// and a bonus for the title as a whole: the exact title (with or without a leading article)
/// gets the most, a title that starts with the query less. So `godfather` puts The Godfather
/// (1972) before a short of that name with a handful of votes, and `alien` puts Alien before
/// Aliens, which has as many votes but a title that only starts with the query.
enum TitleRanking {
    /// The weight of bm25 against the log of the votes.
    static let relevanceWeight = 0.3

    /// The score of a title; higher ranks first.
    static func score(votes: Int64, bm25: Double, titleMatch: Int?) -> Double {
        let popularity = log10(Double(max(votes, 0)) + 1)
        let titleBonus: Double = switch titleMatch {
        case 0: 2.0
        case 1: 1.0
        case 2: 0.5
        default: 0
        }
        return popularity + relevanceWeight * -bm25 + titleBonus
    }
}
