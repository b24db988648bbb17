import AuthInterface
import PlaybackInterface
import WebUI

/// The Playback feature's page, `/playback`: the signed-in profile's items, and a form that adds
/// one. It works without JavaScript: the form posts, and the answer is the page again.
public struct PlaybackPages: Sendable {
    /// The page.
    public static let playbackPath = "/playback"
    /// This feature's entry in the layout's navigation.
    public static let navigation: [Layout.Link] = [.init(title: "Playback", path: playbackPath, section: "playback")]

    /// A profile's items, as the server makes them per request.
    public typealias Service = @Sendable (Profile) -> any PlaybackService

    let service: Service
    let templates: Templates

    /// Creates the page on `service`.
    public init(service: @escaping Service) throws(TemplateError) {
        self.service = service
        templates = try Templates(PlaybackTemplates.sources)
    }

    /// The routes: the page, and its form's.
    public var routes: [WebRoute] {
        [
            WebRoute(.get, Self.playbackPath) { request in .page(try await page(request, problem: nil)) },
            WebRoute(.post, Self.playbackPath) { request in try await add(request) },
        ]
    }

    private func page(_ request: WebRequest, problem: String?, status: Int = 200) async throws -> Page {
        let items = try await service(try profile(request)).items()
        var context: [String: Any] = [
            "action": Self.playbackPath,
            "items": items.map { ["number": $0.number, "text": $0.text] },
            "hasItems": !items.isEmpty,
            "count": Plural.phrase(items.count, "item"),
            "longest": PlaybackError.longestText,
        ]
        if let problem { context["problem"] = problem }
        return Page(title: "Playback", body: try templates.render("playback", context, for: request), status: status, section: "playback")
    }

    private func add(_ request: WebRequest) async throws -> WebAnswer {
        do {
            let item = try await service(try profile(request)).add(request.form["text"] ?? "")
            return .redirect(to: Self.playbackPath, notice: "Added \"\(item.text)\".")
        } catch let error as PlaybackError {
            return .page(try await page(request, problem: "\(error)", status: 400))
        }
    }

    private func profile(_ request: WebRequest) throws -> Profile {
        let viewer = try request.signedIn()
        return Profile(id: viewer.id, name: viewer.name)
    }
}
