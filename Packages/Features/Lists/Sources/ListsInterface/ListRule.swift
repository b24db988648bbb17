/// A rule of a rule-based list: a fact of a title compared with a value, written
/// `FIELD OP VALUE` (`genre=Drama`, `year>=1990`, `watched=no`). A title is on the list when it
/// meets every rule of it.
public struct ListRule: Hashable, Sendable {
    /// What a rule reads of a title.
    public enum Field: String, CaseIterable, Sendable {
        /// `film` or `series`.
        case kind
        /// One of its genres, letter case aside.
        case genre
        /// Its year, or the year it began.
        case year
        /// Its running time in minutes.
        case runtime
        /// Whether the profile has watched it: `yes` or `no`.
        case watched
        /// The profile's rating of it, 1 to 10.
        case rating
    }

    /// How a rule compares.
    public enum Comparison: String, CaseIterable, Sendable {
        /// Not equal; for a genre, none of its genres is the value.
        case notEqual = "!="
        /// At least the value.
        case atLeast = ">="
        /// At most the value.
        case atMost = "<="
        /// Equal; for a genre, one of its genres is the value.
        case equal = "="
    }

    /// The value a rule compares with.
    public enum Value: Hashable, Sendable {
        /// A word, for `kind` and `genre`.
        case word(String)
        /// A whole number, for `year`, `runtime` and `rating`.
        case number(Int)
        /// Yes or no, for `watched`.
        case flag(Bool)
    }

    /// What it reads.
    public let field: Field
    /// How it compares.
    public let comparison: Comparison
    /// With what.
    public let value: Value

    /// Creates a rule; ``ListsError/badRule(_:_:)`` comes from the text form's reader, not here.
    public init(field: Field, comparison: Comparison, value: Value) {
        self.field = field
        self.comparison = comparison
        self.value = value
    }

    /// The most rules one list may have.
    public static let mostRules = 20
}

extension ListRule: CustomStringConvertible {
    /// Its text form, as a list keeps it and a person writes it: `year>=1990`.
    public var description: String {
        let value = switch value {
        case .word(let word): word
        case .number(let number): String(number)
        case .flag(let flag): flag ? "yes" : "no"
        }
        return field.rawValue + comparison.rawValue + value
    }
}
