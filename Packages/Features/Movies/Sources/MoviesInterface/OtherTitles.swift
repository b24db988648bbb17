import TerminalUIInterface

/// Titles of other kinds than films (TV series) that `search` and `show` present beside
/// films. The Movies feature knows nothing of them: the feature that has them conforms, and
/// an app's root registers it; an app with films only registers ``MoviesOnly``.
public protocol OtherTitles: Sendable {
    /// Their kinds, as `search --kind` takes them (`series`).
    var kinds: [String] { get }
    /// Titles of `kind` (every kind when nil) matching `text`, best first, at most `limit`.
    func search(_ text: String, kind: String?, limit: Int) async throws -> [OtherTitle]
    /// What `show` prints for `reference` (with `--season`, one season) in `style`, or nil
    /// when it names no title of these kinds, so that `show` looks for a film.
    func show(_ reference: String, season: Int?, json: Bool, style: TextStyle) async throws -> String?
}

/// A title of another kind in search results.
public struct OtherTitle: Hashable, Sendable {
    /// Its kind, as ``OtherTitles/kinds`` names it.
    public let kind: String
    /// Its id, as `show` takes it.
    public let id: String
    /// Its title.
    public let title: String
    /// The year it began.
    public let startYear: Int?
    /// The year it ended; nil while it runs or when unknown.
    public let endYear: Int?

    /// Creates a title.
    public init(kind: String, id: String, title: String, startYear: Int?, endYear: Int?) {
        self.kind = kind
        self.id = id
        self.title = title
        self.startYear = startYear
        self.endYear = endYear
    }

    /// Its years as people write them: `2008–2013`, `2014–` while it runs, `2019` for one
    /// year; nil when unknown.
    public var years: String? {
        startYear.map { start in endYear.map { $0 == start ? "\(start)" : "\(start)–\($0)" } ?? "\(start)–" }
    }
}

/// No other kinds: `search` and `show` are about films only (the Movies dev app).
public struct MoviesOnly: OtherTitles {
    /// Creates it.
    public init() {}

    public var kinds: [String] { [] }

    public func search(_ text: String, kind: String?, limit: Int) -> [OtherTitle] { [] }

    public func show(_ reference: String, season: Int?, json: Bool, style: TextStyle) -> String? { nil }
}
