import APIRouting
import AuthInterface
import CalendarAPI
import CalendarInterface
import Foundation
import Hummingbird
import WebServer

/// The notification targets' routes in the API, each on the token's profile, as the feature's
/// part of the OpenAPI document describes them: `GET` and `POST /v1/notifications`,
/// `DELETE /v1/notifications/{id}`, `POST /v1/notifications/{id}/test` (whose answer says
/// whether the target took the message) and `POST /v1/notifications/send`.
public struct NotificationRoutes: APIRoutes {
    let service: @Sendable (Profile) -> any NotificationService

    /// Routes on each profile's notifications.
    public init(service: @escaping @Sendable (Profile) -> any NotificationService) {
        self.service = service
    }

    public func add(to groups: APIRouteGroups) {
        let service = service
        let group = groups.signedIn
        group.get("notifications") { _, context in
            JSONBody(try await service(try context.signedIn()).targets().map(NotificationTargetDocument.init))
        }
        group.post("notifications") { request, context in
            let body = try await request.document(NewTargetDocument.self, context: context)
            return JSONBody(NotificationTargetDocument(try await service(try context.signedIn()).add(try body.target())), status: .created)
        }
        group.post("notifications/send") { _, context in
            JSONBody(SendSummaryDocument(try await service(try context.signedIn()).send()))
        }
        group.delete("notifications/:id") { _, context in
            try await service(try context.signedIn()).remove(try Self.id(context))
            return HTTPResponse.Status.noContent
        }
        // The test was made whatever the target answered: what it answered is the result.
        group.post("notifications/:id/test") { _, context in
            do {
                try await service(try context.signedIn()).test(try Self.id(context))
                return JSONBody(NotificationTestDocument(delivered: true, error: nil))
            } catch NotificationError.deliveryFailed(let reason) {
                return JSONBody(NotificationTestDocument(delivered: false, error: reason))
            }
        }
    }

    private static func id(_ context: ServerRequestContext) throws -> Int {
        let text = context.parameters.get("id") ?? ""
        guard let id = Int(text) else { throw APIError(status: .notFound, message: "there is no notification target \(text)") }
        return id
    }
}

/// How the API answers notification errors: a target it cannot add is the client's to change
/// (400), an address the operator does not let targets reach is refused (403: the request is
/// valid, the policy says no), one the profile does not have is a 404, one past the profile's
/// most is a 409, each with the error's message.
public struct NotificationHTTPErrors: HTTPErrorMapping {
    /// The mapping.
    public init() {}

    public func answer(to error: any Error) -> HTTPErrorAnswer? {
        switch error {
        case NotificationError.invalidTarget: HTTPErrorAnswer(.badRequest)
        case NotificationError.notAllowed: HTTPErrorAnswer(.forbidden)
        case NotificationError.noSuchTarget: HTTPErrorAnswer(.notFound)
        case NotificationError.tooManyTargets: HTTPErrorAnswer(.conflict)
        default: nil
        }
    }
}
