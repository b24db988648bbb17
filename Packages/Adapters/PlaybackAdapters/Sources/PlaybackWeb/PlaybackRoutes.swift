import APIRouting
import AuthInterface
import Hummingbird
import PlaybackAPI
import PlaybackInterface
import WebServer

/// The playback API, each route on the token's profile, as its part of the OpenAPI document
/// (PlaybackAPI's openapi.yaml) describes it:
///
/// - `POST /v1/playback` (the `scrobble` scope): a player's start, pause, progress or stop, 200
///   with the playback as it stands, where another player left it (`resumeAt`) for a start,
///   and what was recorded for a stop at the threshold or past it;
/// - `GET /v1/progress` (`read`): continue watching, newest first.
public struct PlaybackRoutes: APIRoutes {
    let service: @Sendable (Profile) -> any PlaybackService

    /// Routes on each profile's playbacks.
    public init(service: @escaping @Sendable (Profile) -> any PlaybackService) {
        self.service = service
    }

    public func add(to groups: APIRouteGroups) {
        let service = service
        groups.needing(.scrobble).post("playback") { request, context in
            let body = try await request.document(PlaybackEventDocument.self, context: context)
            return JSONBody(PlaybackReportDocument(try await service(try context.signedIn()).report(try body.playbackEvent())))
        }
        groups.signedIn.get("progress") { _, context in
            JSONBody(try await service(try context.signedIn()).inProgress().map(PlaybackProgressDocument.init))
        }
    }
}
