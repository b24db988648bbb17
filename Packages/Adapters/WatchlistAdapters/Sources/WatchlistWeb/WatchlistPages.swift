import AuthInterface
import Foundation
import MoviesInterface
import WatchlistInterface
import WebUI

/// The Watchlist feature's web pages: the list (sorted and filtered as `watchlist list`,
/// live), a film on it (its viewings, recording one, removing it), history, statistics with
/// SVG charts, a pick, shares, imports with their dry run, and exports. Every page takes
/// `?of=NAME` for a list NAME shares with the signed-in profile, as the API does.
public struct WatchlistPages: Sendable {
    /// A profile's list, exports, imports and insights, as the server makes them per request.
    public typealias Lists = @Sendable (Profile) -> any WatchlistService & WatchlistArchiving & WatchlistInsights
    /// A profile's shares.
    public typealias Shares = @Sendable (Profile) -> any ListSharing
    /// A profile's titles of other kinds (series) in the JSON export and its import.
    public typealias Others = @Sendable (Profile) -> [any OtherTitleArchiving]

    /// The list page.
    public static let listPath = "/list"
    /// Where a form posts to add a film.
    public static let addPath = "/list/add"
    /// The history page.
    public static let historyPath = "/history"
    /// Where a film's page posts "I watched it today" (`movie`).
    public static let watchedPath = "/list/watched"
    /// The statistics page.
    public static let statisticsPath = "/stats"
    /// The pick page.
    public static let pickPath = "/pick"
    /// The shares page.
    public static let sharesPath = "/shares"
    /// The import page.
    public static let importPath = "/import"
    /// The export downloads.
    public static let exportPath = "/export"
    /// The event stream a list page follows.
    public static let eventsPath = "/list/events"
    /// The films on a list per page.
    static let pageSize = 50
    /// This feature's entries in the layout's navigation.
    public static let navigation: [Layout.Link] = [
        .init(title: "List", path: listPath, section: "list"),
        .init(title: "History", path: historyPath, section: "history"),
        .init(title: "Statistics", path: statisticsPath, section: "stats"),
        .init(title: "Pick", path: pickPath, section: "pick"),
        .init(title: "Sharing", path: sharesPath, section: "shares"),
        .init(title: "Import", path: importPath, section: "import"),
    ]

    let lists: Lists
    let shares: Shares
    let files: any WatchlistFiles
    let movies: any MoviesWebLinks
    let uploads: PendingUploads
    let templates: Templates
    let today: @Sendable () -> CalendarDay
    let sections: [any HomePageSections]
    let others: Others
    let posters: any Posters

    /// Creates the pages.
    /// - Parameters:
    ///   - lists: A profile's list services.
    ///   - shares: A profile's shares.
    ///   - files: Export and import files.
    ///   - movies: Links to the Movies feature's pages.
    ///   - today: The day, for the viewing form's default date.
    ///   - sections: Other features' sections on the own list page, in order; any number.
    ///   - others: Other features' titles in the export and the import, in order; any number.
    ///   - posters: The films' posters on the list.
    public init(
        lists: @escaping Lists, shares: @escaping Shares, files: any WatchlistFiles, movies: any MoviesWebLinks,
        today: @escaping @Sendable () -> CalendarDay = { CalendarDay(containing: Date()) }, sections: [any HomePageSections] = [],
        others: @escaping Others = { _ in [] }, posters: any Posters = PlaceholderPosters()
    ) throws(TemplateError) {
        self.posters = posters
        self.sections = sections
        self.others = others
        self.lists = lists
        self.shares = shares
        self.files = files
        self.movies = movies
        self.today = today
        uploads = PendingUploads()
        templates = try Templates(WatchlistTemplates.sources)
    }

    /// The page of the film `id` on the list (of `owner`, for a shared list).
    public static func entryPage(_ id: MovieID, of owner: String?) -> String {
        "/list/films/" + PathText.segment(id.description) + PathText.query(["of": owner])
    }

    /// The list page of `owner`'s list, or the signed-in profile's.
    public static func listPage(of owner: String?) -> String {
        listPath + PathText.query(["of": owner])
    }

    /// The routes.
    public var routes: [WebRoute] {
        [
            WebRoute(.get, Self.listPath) { request in .page(try await listPage(request)) },
            WebRoute(.get, Self.eventsPath) { request in try changes(request) },
            WebRoute(.post, Self.addPath) { request in try await add(request) },
            WebRoute(.post, Self.watchedPath) { request in try await watched(request) },
            WebRoute(.get, "/list/films/:id") { request in .page(try await entryPage(request, problem: nil)) },
            WebRoute(.post, "/list/films/:id/viewings") { request in try await recordViewing(request) },
            WebRoute(.post, "/list/films/:id/remove") { request in try await remove(request) },
            WebRoute(.get, Self.historyPath) { request in .page(try await historyPage(request)) },
            WebRoute(.get, Self.statisticsPath) { request in .page(try await statisticsPage(request)) },
            WebRoute(.get, Self.pickPath) { request in .page(try await pickPage(request)) },
            WebRoute(.get, Self.sharesPath) { request in .page(try await sharesPage(request, problem: nil)) },
            WebRoute(.post, Self.sharesPath) { request in try await share(request) },
            WebRoute(.post, Self.sharesPath + "/revoke") { request in try await revoke(request) },
            WebRoute(.get, Self.importPath) { request in .page(try await importPage(request, problem: nil)) },
            WebRoute(.post, Self.importPath) { request in try await importFile(request) },
            WebRoute(.post, Self.importPath + "/confirm") { request in try await confirmImport(request) },
            WebRoute(.post, Self.importPath + "/undo") { request in try await undoImport(request) },
            WebRoute(.get, Self.exportPath) { request in try await export(request) },
        ]
    }

    /// The signed-in profile.
    func profile(_ request: WebRequest) throws -> Profile {
        let viewer = try request.signedIn()
        return Profile(id: viewer.id, name: viewer.name)
    }

    /// The list a page acts on: the signed-in profile's, or the one `?of=` (or a form's `of`) names.
    func list(_ request: WebRequest) throws -> any WatchlistService {
        let own = lists(try profile(request))
        guard let owner = Self.owner(request) else { return own }
        return own.sharedList(of: owner)
    }

    /// The owner `?of=` or a form's `of` names, when it names one.
    static func owner(_ request: WebRequest) -> String? {
        request.form["of"] ?? request.query["of"]
    }

    /// What a change to the list of `request` makes stale.
    func topic(_ request: WebRequest) throws -> ChangeTopic {
        Self.owner(request) == nil ? .list(owner: try request.signedIn().id) : .anyList
    }

    private func changes(_ request: WebRequest) throws -> WebAnswer {
        .changes(try topic(request))
    }
}
