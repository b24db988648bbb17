import AuthInterface
import SeriesInterface
import WebUI

/// The Series feature's pages. `/series`: Up Next with a button per episode, the followed
/// series with progress, and a search with a follow button per result, each with its poster.
/// `/series/:id`: a series' poster and progress, and its seasons one line each, opened one at
/// a time (the open one's episodes with their stills), with a button per episode and per
/// season. Every form posts and answers with a page, so nothing needs JavaScript; with it,
/// both pages redraw when the profile's films or series change elsewhere (`/series/events`),
/// as the list page does. Up Next is offered to the list page too (``upNextSection(_:)``).
///
/// One file a page: the home (SeriesHomePage), a series (SeriesShowPage) and the forms
/// (SeriesForms), so that an edit to one page recompiles that page alone. Their template
/// contexts name each value before the literal, which keeps the literals quick to type-check.
public struct SeriesPages: Sendable {
    /// A profile's series, as the server makes them per request.
    public typealias Service = @Sendable (Profile) -> any SeriesService
    /// The page.
    public static let seriesPath = "/series"
    /// This feature's entry in the layout's navigation.
    public static let navigation: [Layout.Link] = [.init(title: "Series", path: seriesPath, section: "series")]

    let service: Service
    let templates: Templates
    let posters: any Posters

    /// Creates the pages on `service`, with the series' `posters`.
    public init(service: @escaping Service, posters: any Posters = PlaceholderPosters()) throws(TemplateError) {
        self.service = service
        self.posters = posters
        templates = try Templates(SeriesTemplates.sources)
    }

    /// The routes: the pages, and their forms'.
    public var routes: [WebRoute] {
        [
            WebRoute(.get, Self.seriesPath) { request in .page(try await home(request)) },
            WebRoute(.get, Self.eventsPath) { request in .changes(.list(owner: try request.signedIn().id)) },
            WebRoute(.post, Self.seriesPath + "/follow") { request in try await follow(request) },
            WebRoute(.get, Self.seriesPath + "/:id") { request in .page(try await show(request)) },
            WebRoute(.post, Self.seriesPath + "/:id/watched") { request in try await watched(request) },
        ]
    }

    /// The event stream the series pages follow: the profile's changes, films and series.
    static let eventsPath = seriesPath + "/events"

    /// `/series/ID`: the address of a series' page.
    public static func path(of id: TitleID) -> String {
        "\(seriesPath)/\(id.imdb)"
    }

    /// The poster of `series`, for the `poster` partial.
    func poster(of series: Series) async -> [String: Any] {
        await posters.poster(of: PosterSubject(id: series.id.description, title: series.title, kind: .series)).context
    }

    static func id(_ request: WebRequest) throws -> TitleID {
        guard let id = TitleID(parsing: try request.parameter("id")) else { throw WebError(status: 404, message: "there is no such series") }
        return id
    }

    func profile(_ request: WebRequest) throws -> Profile {
        let viewer = try request.signedIn()
        return Profile(id: viewer.id, name: viewer.name)
    }
}
