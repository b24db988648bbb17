import AuthInterface
import Foundation
import WebUI

/// The owner's page, `/household`: the server's profiles, each with *Disable* or *Enable*, and
/// its invitations, each unused one with *Revoke*, and a form that makes one, whose link is
/// shown once. Works without JavaScript: each button posts, and the answer is the page again.
/// Anyone but the owner is told who the owner is, and its buttons are answered 403.
public struct HouseholdPages: Sendable {
    /// The page.
    public static let path = "/household"

    let household: any HouseholdAdministering
    let now: @Sendable () -> Date
    let templates: Templates

    /// Creates the page on `household`.
    public init(household: any HouseholdAdministering, now: @escaping @Sendable () -> Date) throws(TemplateError) {
        self.household = household
        self.now = now
        templates = try Templates(["household": HouseholdTemplates.page, "member": HouseholdTemplates.member])
    }

    /// The routes: the page, its form's and its buttons'.
    public var routes: [WebRoute] {
        [
            WebRoute(.get, Self.path) { request in .page(try await page(request, made: nil)) },
            WebRoute(.post, Self.path + "/invitations") { request in try await invite(request) },
            WebRoute(.post, Self.path + "/invitations/:id/revoke") { request in try await revoke(request) },
            WebRoute(.post, Self.path + "/profiles/:name/disable") { request in try await setDisabled(request, true) },
            WebRoute(.post, Self.path + "/profiles/:name/enable") { request in try await setDisabled(request, false) },
            WebRoute(.post, Self.path + "/profiles/:name/reset-password") { request in try await resetPassword(request) },
        ]
    }

    private func page(
        _ request: WebRequest, made: NewInvitation?, reset: (name: String, password: String)? = nil, problem: String? = nil, status: Int = 200
    ) async throws -> Page {
        let owner = try profile(request)
        let moment = now()
        do {
            let members = try await household.members(by: owner)
            let invitations = try await household.invitations(by: owner)
            var context: [String: Any] = [
                "inviteAction": Self.path + "/invitations", "days": HouseholdRoutes.defaultDays, "longest": AuthError.longestInvitationDays,
                "members": members.map { member -> [String: Any] in
                    let action = member.isDisabled ? "enable" : "disable"
                    return [
                        "name": member.profile.name, "owner": member.isOwner, "disabled": member.isDisabled,
                        "action": "\(Self.path)/profiles/\(member.profile.name)/\(action)", "button": member.isDisabled ? "Enable" : "Disable",
                        "resetAction": "\(Self.path)/profiles/\(member.profile.name)/reset-password",
                    ]
                },
                "hasInvitations": !invitations.isEmpty,
                "invitations": invitations.map { invitation -> [String: Any] in
                    var row: [String: Any] = [
                        "id": invitation.id, "made": Self.day(invitation.createdAt), "state": Self.state(invitation, at: moment),
                    ]
                    if invitation.isLive(at: moment) { row["revokeAction"] = "\(Self.path)/invitations/\(invitation.id)/revoke" }
                    return row
                },
            ]
            if let made { context["made"] = ["link": "\(request.origin)/signup?invitation=\(made.code)", "id": made.invitation.id, "until": Self.day(made.invitation.expiresAt)] }
            if let reset { context["reset"] = ["name": reset.name, "password": reset.password] }
            if let problem { context["problem"] = problem }
            return Page(title: "Household", body: try templates.render("household", context, for: request), status: status, section: "household")
        } catch AuthError.ownerOnly {
            let owner = try await household.members(by: nil).first { $0.isOwner }?.profile.name
            let context: [String: Any] = ["owner": owner ?? "its first profile"]
            return Page(title: "Household", body: try templates.render("member", context, for: request), status: 200, section: "household")
        }
    }

    private func invite(_ request: WebRequest) async throws -> WebAnswer {
        let days = request.form["days"].flatMap { Int($0) } ?? HouseholdRoutes.defaultDays
        do {
            let made = try await household.invite(days: days, by: try profile(request))
            return .page(try await page(request, made: made))
        } catch AuthError.invitationDaysOutOfRange(let days) {
            return .page(try await page(request, made: nil, problem: "\(AuthError.invitationDaysOutOfRange(days)).", status: 400))
        }
    }

    private func revoke(_ request: WebRequest) async throws -> WebAnswer {
        guard let id = request.parameters["id"].flatMap({ Int($0) }) else {
            throw WebError(status: 404, message: "There is no such invitation; the list below shows them.")
        }
        try await household.revokeInvitation(id, by: try profile(request))
        return .redirect(to: Self.path, notice: "Revoked invitation \(id); its link no longer works.")
    }

    private func resetPassword(_ request: WebRequest) async throws -> WebAnswer {
        let name = request.parameters["name"] ?? ""
        let password = try await request.writing(.everyToken) { try await household.resetPassword(name: name, by: try profile(request)) }
        return .page(try await page(request, made: nil, reset: (name, password)))
    }

    private func setDisabled(_ request: WebRequest, _ disabled: Bool) async throws -> WebAnswer {
        let name = request.parameters["name"] ?? ""
        do {
            let member = try await request.writing(.everyToken) { try await household.setDisabled(name: name, disabled, by: try profile(request)) }
            let done = disabled ? "Disabled \(member.profile.name): it cannot log in, and its sessions have ended." : "Enabled \(member.profile.name) again."
            return .redirect(to: Self.path, notice: done)
        } catch AuthError.ownerStaysEnabled {
            return .page(try await page(request, made: nil, problem: "\(AuthError.ownerStaysEnabled).", status: 409))
        }
    }

    private func profile(_ request: WebRequest) throws -> Profile {
        let viewer = try request.signedIn()
        return Profile(id: viewer.id, name: viewer.name)
    }

    /// A day as `2026-11-29`, in UTC.
    static func day(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day())
    }

    /// What an invitation's row says of it.
    static func state(_ invitation: Invitation, at now: Date) -> String {
        if let name = invitation.usedBy { return "Used by \(name)" }
        if invitation.isRevoked { return "Revoked" }
        return now < invitation.expiresAt ? "Unused, works until \(day(invitation.expiresAt))" : "Expired \(day(invitation.expiresAt))"
    }
}

/// The household page's Mustache templates: the owner's, and what the others see.
enum HouseholdTemplates {
    static let member = """
        <p>This server's profiles and invitations are managed by its owner, {{owner}}. Ask them for an invitation for someone else.</p>
        """

    static let page = """
        {{> problem}}
        {{#made}}
        <section aria-labelledby="made-heading">
        <h2 id="made-heading">Invitation {{id}}</h2>
        <p>Send this link to the person you invite. It works once, until {{until}}, and is not shown again.</p>
        <p><input type="text" id="invitation-link" value="{{link}}" readonly aria-label="Invitation link" size="60"></p>
        </section>
        {{/made}}
        {{#reset}}
        <section aria-labelledby="reset-heading">
        <h2 id="reset-heading">A new password for {{name}}</h2>
        <p>Give {{name}} this password. Its sessions have ended; at its next log-in, with this password, it chooses its own. It is not shown again.</p>
        <p><input type="text" id="reset-password" value="{{password}}" readonly aria-label="The password for {{name}}"></p>
        </section>
        {{/reset}}
        <h2>Profiles</h2>
        <table>
        <thead><tr><th scope="col">Name</th><th scope="col">Standing</th><th scope="col">Action</th></tr></thead>
        <tbody>
        {{#members}}
        <tr><td>{{name}}</td><td>{{#owner}}Owner{{/owner}}{{^owner}}{{#disabled}}Disabled{{/disabled}}{{^disabled}}Member{{/disabled}}{{/owner}}</td>
        <td>{{^owner}}<form method="post" action="{{action}}" class="inline">{{> csrf}}<button>{{button}} {{name}}</button></form>{{/owner}}
        <form method="post" action="{{resetAction}}" class="inline">{{> csrf}}<button>Reset the password of {{name}}</button></form></td></tr>
        {{/members}}
        </tbody>
        </table>
        <h2>Invitations</h2>
        <form method="post" action="{{inviteAction}}">
        {{> csrf}}
        <label for="days">Days it works (1 to {{longest}})</label>
        <input type="number" id="days" name="days" value="{{days}}" min="1" max="{{longest}}" required>
        <p><button>Make an invitation</button></p>
        </form>
        {{#hasInvitations}}
        <table>
        <thead><tr><th scope="col">Number</th><th scope="col">Made</th><th scope="col">State</th><th scope="col">Action</th></tr></thead>
        <tbody>
        {{#invitations}}
        <tr><td>{{id}}</td><td>{{made}}</td><td>{{state}}</td>
        <td>{{#revokeAction}}<form method="post" action="{{revokeAction}}">{{> csrf}}<button>Revoke {{id}}</button></form>{{/revokeAction}}</td></tr>
        {{/invitations}}
        </tbody>
        </table>
        {{/hasInvitations}}
        """
}
