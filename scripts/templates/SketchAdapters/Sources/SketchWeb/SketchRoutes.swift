import APIRouting
import AuthInterface
import Hummingbird
import SketchAPI
import SketchInterface
import WebServer

/// The Sketch feature's routes in the API, each one on the token's profile, as its part of
/// the OpenAPI document (SketchAPI's openapi.yaml) describes them:
///
/// - `GET /v1/sketch`: the items, oldest first;
/// - `POST /v1/sketch` with `{"text": "…"}`: adds an item, 201 with it.
public struct SketchRoutes: APIRoutes {
    let service: @Sendable (Profile) -> any SketchService

    /// Routes on each profile's items.
    public init(service: @escaping @Sendable (Profile) -> any SketchService) {
        self.service = service
    }

    public func add(to groups: APIRouteGroups) {
        let service = service
        groups.signedIn.get("sketch") { _, context in
            JSONBody(try await service(try context.signedIn()).items().map(SketchItemDocument.init))
        }
        groups.signedIn.post("sketch") { request, context in
            let body = try await request.document(NewSketchItemDocument.self, context: context)
            return JSONBody(SketchItemDocument(try await service(try context.signedIn()).add(body.text)), status: .created)
        }
    }
}

/// How the API answers the feature's errors: a blank or overlong text is the client's to
/// change (400, with the error's message).
public struct SketchHTTPErrors: HTTPErrorMapping {
    /// The mapping.
    public init() {}

    public func answer(to error: any Error) -> HTTPErrorAnswer? {
        error is SketchError ? HTTPErrorAnswer(.badRequest) : nil
    }
}
