import APIRouting
import AuthAPI
import AuthInterface
import Hummingbird
import ReadCache
import WebServer

/// The owner's routes in the API: `GET /v1/household` (profiles and invitations),
/// `POST /v1/household/invitations` `{days}` (201, with the code, shown once),
/// `DELETE /v1/household/invitations/{id}`, and `POST /v1/household/profiles/{name}/disable`,
/// `/enable` and `/reset-password` (the password to hand over, shown once). Anyone but the
/// owner, and an app's token, is answered 403.
public struct HouseholdRoutes: APIRoutes {
    let household: any HouseholdAdministering
    let cache: ReadCache

    /// Routes on `household`; disabling a profile forgets the answers cached for its tokens.
    public init(household: any HouseholdAdministering, cache: ReadCache) {
        self.household = household
        self.cache = cache
    }

    /// How long an invitation lives when the request does not say.
    public static let defaultDays = 7

    public func add(to groups: APIRouteGroups) {
        let (household, cache) = (household, cache)
        // Only a log-in token: an app's token, even the owner's, administers nothing.
        let group = groups.needing(.account)
        group.get("household") { _, context in
            let owner = try context.signedIn()
            return JSONBody(HouseholdDocument(
                profiles: try await household.members(by: owner).map(MemberDocument.init),
                invitations: try await household.invitations(by: owner).map(InvitationDocument.init)
            ))
        }
        group.post("household/invitations") { request, context in
            let body = try await request.document(NewInvitationDocument.self, context: context)
            let made = try await household.invite(days: body.days ?? Self.defaultDays, by: try context.signedIn())
            return JSONBody(MadeInvitationDocument(made), status: .created)
        }
        group.delete("household/invitations/:id") { _, context in
            let text = context.parameters.get("id") ?? ""
            guard let id = Int(text) else { throw APIError(status: .notFound, message: "there is no invitation \(text)") }
            try await household.revokeInvitation(id, by: try context.signedIn())
            return HTTPResponse.Status.noContent
        }
        group.post("household/profiles/:name/reset-password") { _, context in
            let name = context.parameters.get("name") ?? ""
            let password = try await cache.afterWriting(.everyToken) { try await household.resetPassword(name: name, by: try context.signedIn()) }
            return JSONBody(ResetPasswordDocument(name: name, password: password))
        }
        for (action, disabled) in [("disable", true), ("enable", false)] {
            group.post("household/profiles/:name/\(action)") { _, context in
                let name = context.parameters.get("name") ?? ""
                let member = try await cache.afterWriting(.everyToken) { try await household.setDisabled(name: name, disabled, by: try context.signedIn()) }
                return JSONBody(MemberDocument(member))
            }
        }
    }
}
