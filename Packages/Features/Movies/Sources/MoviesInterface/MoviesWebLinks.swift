/// Where the Movies feature's web pages are, for other features' pages: a list links each
/// film to its page. The server's composition root conforms, from MoviesWeb's own paths.
public protocol MoviesWebLinks: Sendable {
    /// The page of the film `id`.
    func moviePage(_ id: MovieID) -> String
    /// The search page, with results for `query` when one is given.
    func searchPage(query: String?) -> String
}

/// What the Movies feature's pages link to in other features, which it cannot import: a film
/// page's "add to list" form posts to the list's feature. The server's composition root
/// conforms, from that feature's paths.
public protocol MoviePageActions: Sendable {
    /// Where a form posts to add a film to the signed-in profile's list, with the fields
    /// `movie` (the film's id), `note` (optional) and `csrf`.
    var addToListAction: String { get }
    /// Where a form posts to record that the signed-in profile watched a film today, with the
    /// fields `movie` and `csrf`; a film not on the list is put on it, watched.
    var watchedAction: String { get }
}

/// Titles of other kinds (TV series) that the search page lists beside films, each with its
/// page: an extension point of the Movies feature. Each feature that has such titles gives a
/// provider, any number of them, in order, each listed under its own heading; with none, the
/// page lists films only.
public protocol OtherTitlesOnTheWeb: Sendable {
    /// The heading of its titles on the page (`Series`).
    var heading: String { get }
    /// Titles matching `text`, best first, at most `limit`.
    func search(_ text: String, limit: Int) async throws -> [OtherTitle]
    /// The address of `title`'s page.
    func page(of title: OtherTitle) -> String
    /// The title whose IMDb id is `imdbID` (`tt0903747`), or nil when none is: how other
    /// features (a list's items) check an id and name it on the server.
    func title(imdbID: String) async throws -> OtherTitle?
}

extension OtherTitlesOnTheWeb {
    /// None: a provider that cannot look titles up by id names none.
    public func title(imdbID: String) async throws -> OtherTitle? { nil }
}
