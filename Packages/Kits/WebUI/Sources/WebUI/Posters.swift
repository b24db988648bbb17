/// What a page shows beside a title: its poster (an episode's still) kept by the server, or a
/// placeholder drawn from the title until (or unless) one is kept. A feature's page asks ``Posters`` for it and
/// renders it with the `poster` partial; the server's root chooses who keeps the images.
public protocol Posters: Sendable {
    /// What to show for `subject` now. It never waits for an image source: a poster not kept
    /// yet is asked for in the background, and the placeholder is shown meanwhile.
    func poster(of subject: PosterSubject) async -> Poster

    /// A number that changes whenever an image is kept, so that a page remembered with a
    /// placeholder is made again once its poster arrived.
    func revision() async -> Int
}

/// A title that has a poster, or an episode that has a still.
public struct PosterSubject: Sendable, Hashable {
    /// What kind of title it is; sources look each up in different places.
    public enum Kind: String, Sendable, Hashable {
        case film
        case series
        /// An episode, whose image is a still (landscape) rather than a poster.
        case episode
    }

    /// Where an episode is in its series, which is how some sources (TVmaze) find its still.
    public struct Place: Sendable, Hashable {
        /// The series' id, as the features name it.
        public let seriesID: String
        /// The season, from 1 (0 for specials).
        public let season: Int
        /// The episode's number in the season.
        public let number: Int

        /// Creates one.
        public init(seriesID: String, season: Int, number: Int) {
            self.seriesID = seriesID
            self.season = season
            self.number = number
        }
    }

    /// Its id, as the features name it: `imdb:tt0903747`, `tmdb:1396`, `offline:3`; an
    /// episode without an id of its own is named by its series and place.
    public let id: String
    /// Its title, for the alternative text and the placeholder's initials.
    public let title: String
    /// A film, a series or an episode.
    public let kind: Kind
    /// An episode's place in its series; `nil` for films and series.
    public let place: Place?

    /// A film or a series.
    public init(id: String, title: String, kind: Kind) {
        self.id = id
        self.title = title
        self.kind = kind
        place = nil
    }

    /// An episode, by its own id when it has one, else by its series and place.
    public init(episode id: String?, title: String, place: Place) {
        self.id = id ?? "\(place.seriesID)/S\(place.season)E\(place.number)"
        self.title = title
        kind = .episode
        self.place = place
    }
}

/// A poster as a page shows it.
public struct Poster: Sendable, Hashable {
    /// The paths of a kept image on this server: one for the page's size, one twice as large
    /// for dense screens, when the source had it.
    public struct Image: Sendable, Hashable {
        /// The path of the image at the page's size.
        public let path: String
        /// The path of the image at twice that size, if kept.
        public let largePath: String?

        /// Creates one.
        public init(path: String, largePath: String?) {
            self.path = path
            self.largePath = largePath
        }
    }

    /// Its alternative text: "Poster of Breaking Bad", "Still of Pilot".
    public let alt: String
    /// The kept image, or `nil` for the placeholder.
    public let image: Image?
    /// The placeholder's letters: the title's first two initials, a number whole; an
    /// episode's number in its season (`E10`).
    public let initials: String
    /// The placeholder's colour, one of ``hues``, drawn from the id so it never changes.
    public let hue: Int

    /// How many colours placeholders have (`.poster.hue-0` … in the style sheet).
    public static let hues = 8

    /// The poster of `subject`: `image` if kept, else its placeholder.
    public init(of subject: PosterSubject, image: Image?) {
        alt = (subject.kind == .episode ? "Still of " : "Poster of ") + subject.title
        self.image = image
        initials = subject.place.map { "E\($0.number)" } ?? Self.initials(of: subject.title)
        hue = Self.hue(of: subject.id)
    }

    /// Up to two initials of a title's words, letters and digits only, a number whole:
    /// "Breaking Bad" is "BB", "The Godfather Part II" is "TG", "1917" is "1917", "Apollo 13"
    /// is "A13".
    static func initials(of title: String) -> String {
        let words = title.split { !$0.isLetter && !$0.isNumber }
        let letters = words.prefix(2).map { word in word.allSatisfy(\.isNumber) ? String(word) : String(word.prefix(1)).uppercased() }
        return letters.isEmpty ? "?" : letters.joined()
    }

    /// A colour from the id's characters (FNV-1a), the same on every run and every machine.
    static func hue(of id: String) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in id.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return Int(hash % UInt32(hues))
    }

    /// The values the `poster` and `still` partials read.
    public var context: [String: Any] {
        var context: [String: Any] = ["alt": alt, "initials": initials, "hue": hue]
        if let image {
            var kept: [String: Any] = ["path": image.path]
            if let largePath = image.largePath { kept["largePath"] = largePath }
            context["image"] = kept
        }
        return context
    }
}

/// Placeholders only: the posters of a server that keeps no images, and of a page's tests.
public struct PlaceholderPosters: Posters {
    /// Creates one.
    public init() {}

    public func poster(of subject: PosterSubject) async -> Poster {
        Poster(of: subject, image: nil)
    }

    public func revision() async -> Int { 0 }
}
