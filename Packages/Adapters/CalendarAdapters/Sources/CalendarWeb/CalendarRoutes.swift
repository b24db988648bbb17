import APIRouting
import AuthInterface
import Hummingbird
import CalendarAPI
import CalendarInterface
import WebServer

/// The Calendar feature's routes in the API, each one on the token's profile, as its part of
/// the OpenAPI document (CalendarAPI's openapi.yaml) describes them:
///
/// - `GET /v1/calendar`: the items, oldest first;
/// - `POST /v1/calendar` with `{"text": "…"}`: adds an item, 201 with it.
public struct CalendarRoutes: APIRoutes {
    let service: @Sendable (Profile) -> any CalendarService

    /// Routes on each profile's items.
    public init(service: @escaping @Sendable (Profile) -> any CalendarService) {
        self.service = service
    }

    public func add(to groups: APIRouteGroups) {
        let service = service
        groups.signedIn.get("calendar") { _, context in
            JSONBody(try await service(try context.signedIn()).items().map(CalendarItemDocument.init))
        }
        groups.signedIn.post("calendar") { request, context in
            let body = try await request.document(NewCalendarItemDocument.self, context: context)
            return JSONBody(CalendarItemDocument(try await service(try context.signedIn()).add(body.text)), status: .created)
        }
    }
}

/// How the API answers the feature's errors: a blank or overlong text is the client's to
/// change (400, with the error's message).
public struct CalendarHTTPErrors: HTTPErrorMapping {
    /// The mapping.
    public init() {}

    public func answer(to error: any Error) -> HTTPErrorAnswer? {
        error is CalendarError ? HTTPErrorAnswer(.badRequest) : nil
    }
}
