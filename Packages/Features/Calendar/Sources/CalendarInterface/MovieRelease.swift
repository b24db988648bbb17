import WatchlistInterface

/// A film on the profile's list coming out: one line of the calendar beside the episodes.
public struct MovieRelease: Hashable, Sendable {
    /// How a film comes out.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// In cinemas (TMDB's theatrical release, or its limited one).
        case cinema
        /// To buy or rent online (TMDB's digital release).
        case digital

        /// `in cinemas`, `digital release`: what the calendar says of it.
        public var label: String {
            switch self {
            case .cinema: "in cinemas"
            case .digital: "digital release"
            }
        }
    }

    /// The film as the list knows it (`imdb:tt21357150`, `tmdb:1003596`).
    public let filmID: String
    /// Its title on the list.
    public let title: String
    /// The day it comes out, where the source's region says.
    public let day: CalendarDay
    /// How it comes out that day.
    public let kind: Kind
    /// The source's own id of the film: what the iCal feed's `UID` is made from.
    public let sourceID: String

    /// Creates a release.
    public init(filmID: String, title: String, day: CalendarDay, kind: Kind, sourceID: String) {
        self.filmID = filmID
        self.title = title
        self.day = day
        self.kind = kind
        self.sourceID = sourceID
    }
}
