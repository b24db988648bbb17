import APIRouting
import AuthInterface
import Foundation
import Hummingbird
import PlaybackAPI
import PlaybackInterface
import RateLimit
import WebServer

/// The playback API, each route on the token's profile, as its part of the OpenAPI document
/// (PlaybackAPI's openapi.yaml) describes it:
///
/// - `POST /v1/playback` (the `scrobble` scope, limited per token): a player's start, pause,
///   progress or stop, 200
///   with the playback as it stands, where another player left it (`resumeAt`) for a start,
///   and what was recorded for a stop at the threshold or past it;
/// - `GET /v1/progress` (`read`): continue watching, newest first.
public struct PlaybackRoutes: APIRoutes {
    let service: @Sendable (Profile) -> any PlaybackService
    let limit: RateLimit<String>

    /// Routes on each profile's playbacks; each token's events are limited by `limit` (429
    /// with `Retry-After` past it, nothing kept).
    public init(service: @escaping @Sendable (Profile) -> any PlaybackService, limit: RateLimit<String>) {
        self.service = service
        self.limit = limit
    }

    public func add(to groups: APIRouteGroups) {
        let (service, limit) = (service, limit)
        groups.needing(.scrobble).post("playback") { request, context in
            if let wait = limit.take(context.token ?? "", at: Date()) {
                throw APIError(status: .tooManyRequests, message: "this token sent too many playback events; send again in \(wait) s", retryAfter: wait)
            }
            let body = try await request.document(PlaybackEventDocument.self, context: context)
            return JSONBody(PlaybackReportDocument(try await service(try context.signedIn()).report(try body.playbackEvent())))
        }
        groups.signedIn.get("progress") { _, context in
            JSONBody(try await service(try context.signedIn()).inProgress().map(PlaybackProgressDocument.init))
        }
    }
}
