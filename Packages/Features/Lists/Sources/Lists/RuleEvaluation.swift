import ListsInterface
import ListsPorts

/// A rule-based list's titles: the library's titles that meet every rule, by title, then
/// year, then id, at places 1 to their count. A rule on a fact the library does not know of a
/// title (a film's running time the catalog lacks, a rating never given) is not met.
enum RuleEvaluation {
    /// The items that `rules` make of `library`, without notes.
    static func items(_ rules: [ListRule], of library: [LibraryTitle]) -> [ListItem] {
        let met = library.filter { title in rules.allSatisfy { meets(title, $0) } }.map(\.title)
        let ordered = met.map { (key: $0.title.lowercased(), title: $0) }.sorted { left, right in
            if left.key != right.key { return left.key < right.key }
            if left.title.year != right.title.year { return (left.title.year ?? 0) < (right.title.year ?? 0) }
            return left.title.titleID < right.title.titleID
        }
        return ordered.enumerated().map { ListItem(position: $0.offset + 1, $0.element.title, note: "") }
    }

    static func meets(_ title: LibraryTitle, _ rule: ListRule) -> Bool {
        switch (rule.field, rule.value) {
        case (.kind, .word(let kind)):
            return (title.title.kind == kind) == (rule.comparison == .equal)
        case (.genre, .word(let genre)):
            let lowered = genre.lowercased()
            return title.genres.contains { $0.lowercased() == lowered } == (rule.comparison == .equal)
        case (.watched, .flag(let watched)):
            return (title.watched == watched) == (rule.comparison == .equal)
        case (.year, .number(let number)):
            return compare(title.title.year, rule.comparison, number)
        case (.runtime, .number(let number)):
            return compare(title.runtimeMinutes, rule.comparison, number)
        case (.rating, .number(let number)):
            return compare(title.rating, rule.comparison, number)
        default:
            return false
        }
    }

    private static func compare(_ fact: Int?, _ comparison: ListRule.Comparison, _ number: Int) -> Bool {
        guard let fact else { return false }
        return switch comparison {
        case .equal: fact == number
        case .notEqual: fact != number
        case .atLeast: fact >= number
        case .atMost: fact <= number
        }
    }
}
