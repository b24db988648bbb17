import APIRouting
import AuthInterface
import Hummingbird
import PlaybackAPI
import PlaybackInterface
import WebServer

/// The Playback feature's routes in the API, each one on the token's profile, as its part of
/// the OpenAPI document (PlaybackAPI's openapi.yaml) describes them:
///
/// - `GET /v1/playback`: the items, oldest first;
/// - `POST /v1/playback` with `{"text": "…"}`: adds an item, 201 with it.
public struct PlaybackRoutes: APIRoutes {
    let service: @Sendable (Profile) -> any PlaybackService

    /// Routes on each profile's items.
    public init(service: @escaping @Sendable (Profile) -> any PlaybackService) {
        self.service = service
    }

    public func add(to groups: APIRouteGroups) {
        let service = service
        groups.signedIn.get("playback") { _, context in
            JSONBody(try await service(try context.signedIn()).items().map(PlaybackItemDocument.init))
        }
        groups.signedIn.post("playback") { request, context in
            let body = try await request.document(NewPlaybackItemDocument.self, context: context)
            return JSONBody(PlaybackItemDocument(try await service(try context.signedIn()).add(body.text)), status: .created)
        }
    }
}

/// How the API answers the feature's errors: a blank or overlong text is the client's to
/// change (400, with the error's message).
public struct PlaybackHTTPErrors: HTTPErrorMapping {
    /// The mapping.
    public init() {}

    public func answer(to error: any Error) -> HTTPErrorAnswer? {
        error is PlaybackError ? HTTPErrorAnswer(.badRequest) : nil
    }
}
