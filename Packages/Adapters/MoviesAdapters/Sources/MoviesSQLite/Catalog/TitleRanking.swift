import Foundation

/// How search results are ordered: text relevance blended with popularity.
///
/// Popularity is the number of IMDb votes on a log scale (a film with 2 million votes scores
/// 6.3, one with 20 votes 1.3). Relevance is how much of the title the query covers (all of
/// `alien` for Alien, half of `the godfather` for The Godfather Part II), and a bonus for the
/// title as a whole: the exact title (with or without a leading article) gets the most, a
/// title that starts with the query less. So `godfather` puts The Godfather (1972) before a
/// short of that name with a handful of votes, and `alien` puts Alien before Aliens, which
/// has as many votes but a title that only starts with the query.
///
/// FTS5's bm25 is not used: it counts every document that holds each query term, so a query
/// for `th` read the whole prefix's doclist (13 ms on a million titles, against 0.2 ms for
/// the first 200 matches by popularity), where coverage orders the candidates as bm25's
/// length normalisation did.
enum TitleRanking {
    /// The score of a title matched by `queryWords` words; higher ranks first.
    static func score(votes: Int64, match: SearchableTitle.Match?) -> Double {
        let popularity = log10(Double(max(votes, 0)) + 1)
        guard let match else { return popularity }
        let titleBonus: Double = switch match.rank {
        case 0: 2.0
        case 1: 1.0
        case 2: 0.5
        default: 0
        }
        return popularity + match.coverage + titleBonus
    }
}
