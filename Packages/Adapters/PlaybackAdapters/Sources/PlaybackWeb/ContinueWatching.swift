import AuthInterface
import PlaybackInterface
import WebUI

/// The home page's "Continue watching": what the profile's players left unfinished, newest
/// first, each with where and on which player, beside Up Next. Nothing at all when nothing is.
public struct ContinueWatching: HomePageSections {
    let service: @Sendable (Profile) -> any PlaybackService
    let templates: Templates

    /// The section, on each profile's playbacks.
    public init(service: @escaping @Sendable (Profile) -> any PlaybackService) throws(TemplateError) {
        self.service = service
        templates = try Templates(PlaybackTemplates.sources)
    }

    public func sections(_ request: WebRequest) async throws -> [HTML] {
        let viewer = try request.signedIn()
        let playbacks = try await service(Profile(id: viewer.id, name: viewer.name)).inProgress()
        guard !playbacks.isEmpty else { return [] }
        let items = playbacks.prefix(8).map { playback in
            ["title": playback.item.label, "at": playback.clock, "percent": Int(playback.percent), "player": playback.player] as [String: Any]
        }
        return [try templates.render("continueWatching", ["items": items])]
    }
}
