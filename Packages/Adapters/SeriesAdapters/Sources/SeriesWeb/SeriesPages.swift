import SeriesInterface
import WebUI

/// The Series feature's page, `/series`: the items, and a form that adds one. It works
/// without JavaScript: the form posts, and the answer is the page again.
public struct SeriesPages: Sendable {
    /// The page.
    public static let seriesPath = "/series"
    /// This feature's entry in the layout's navigation.
    public static let navigation: [Layout.Link] = [.init(title: "Series", path: seriesPath, section: "series")]

    let service: any SeriesService
    let templates: Templates

    /// Creates the page on `service`.
    public init(service: any SeriesService) throws(TemplateError) {
        self.service = service
        templates = try Templates(SeriesTemplates.sources)
    }

    /// The routes: the page, and its form's.
    public var routes: [WebRoute] {
        [
            WebRoute(.get, Self.seriesPath) { request in .page(try await page(request, problem: nil)) },
            WebRoute(.post, Self.seriesPath) { request in try await add(request) },
        ]
    }

    private func page(_ request: WebRequest, problem: String?, status: Int = 200) async throws -> Page {
        let items = try await service.items()
        var context: [String: Any] = [
            "action": Self.seriesPath,
            "items": items.map { ["number": $0.number, "text": $0.text] },
            "hasItems": !items.isEmpty,
            "count": Plural.phrase(items.count, "item"),
            "longest": SeriesError.longestText,
        ]
        if let problem { context["problem"] = problem }
        return Page(title: "Series", body: try templates.render("series", context, for: request), status: status, section: "series")
    }

    private func add(_ request: WebRequest) async throws -> WebAnswer {
        do {
            let item = try await service.add(request.form["text"] ?? "")
            return .redirect(to: Self.seriesPath, notice: "Added \"\(item.text)\".")
        } catch let error as SeriesError {
            return .page(try await page(request, problem: "\(error)", status: 400))
        }
    }
}
