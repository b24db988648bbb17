import TerminalUIInterface

/// Titles of other kinds than films (TV series) that `search` and `show` present beside
/// films: an extension point of the Movies feature, which knows nothing of them. Each
/// feature that has such titles contributes a provider (`Contributions<any OtherTitles>`, in
/// the Injection kit), any number of them; an app with films only contributes none.
public protocol OtherTitles: Sendable {
    /// Their kinds, as `search --kind` takes them (`series`).
    var kinds: [String] { get }
    /// Titles of `kind` (every kind when nil) matching `text`, best first, at most `limit`.
    func search(_ text: String, kind: String?, limit: Int) async throws -> [OtherTitle]
    /// What `show` prints for `reference` in `style`, with the `options` the providers' features
    /// added to `show`, in UTF-8, or nil when it names no title of these kinds, so that `show`
    /// looks for a film. Bytes, not a `String`: a 10,000-episode series' JSON is 2 MB, written
    /// out as it was made.
    func show(_ reference: String, options: OtherKindOptions, json: Bool, style: TextStyle) async throws -> [UInt8]?
    /// The title of these kinds whose IMDb id is `imdbID` (`tt0903747`), or nil when none is:
    /// how other features (a list's items) check an id and name it.
    func title(imdbID: String) async throws -> OtherTitle?
}

extension OtherTitles {
    /// None: a provider that cannot look titles up by id names none.
    public func title(imdbID: String) async throws -> OtherTitle? { nil }
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
