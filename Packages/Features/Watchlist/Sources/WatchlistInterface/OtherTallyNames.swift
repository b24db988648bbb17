/// How `stats` names the viewings of a provider of another kind and their titles, in its
/// sentence (`4 episodes of 2 series watched, 2.1 hours.`) and in its JSON's keys (`episodes`,
/// `series`, `episodeHours`, `episodesTimed`).
public struct OtherTallyNames: Hashable, Sendable {
    /// A viewing, and several (`episode`, `episodes`).
    public let viewing: String, viewings: String
    /// A title, and several (`series`, `series`).
    public let title: String, titles: String
    /// The keys of `stats --json` for how many viewings, of how many titles, their hours, and
    /// how many of them have a known length.
    public let viewingsKey: String, titlesKey: String, hoursKey: String, timedKey: String

    /// Names for a provider's viewings.
    public init(viewing: String, viewings: String, title: String, titles: String, viewingsKey: String, titlesKey: String, hoursKey: String, timedKey: String) {
        self.viewing = viewing
        self.viewings = viewings
        self.title = title
        self.titles = titles
        self.viewingsKey = viewingsKey
        self.titlesKey = titlesKey
        self.hoursKey = hoursKey
        self.timedKey = timedKey
    }
}
