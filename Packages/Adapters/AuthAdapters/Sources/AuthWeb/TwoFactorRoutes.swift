import APIRouting
import AuthAPI
import AuthInterface
import Hummingbird

/// Two-factor log-in in the API, for the profile signed in: `GET /v1/two-factor` (whether it
/// is on), `POST /v1/two-factor` (201, a secret for the app), `POST /v1/two-factor/confirm`
/// `{code}` (the recovery codes, shown once) and `POST /v1/two-factor/off` `{password}` (204).
/// An app's token is answered 403.
public struct TwoFactorRoutes: APIRoutes {
    let twoFactor: any TwoFactorAdministering

    /// Routes on `twoFactor`.
    public init(twoFactor: any TwoFactorAdministering) {
        self.twoFactor = twoFactor
    }

    public func add(to groups: APIRouteGroups) {
        let twoFactor = twoFactor
        // Only a log-in token: an app's token never changes how its profile logs in.
        let group = groups.needing(.account)
        group.get("two-factor") { _, context in
            JSONBody(TwoFactorStatusDocument(try await twoFactor.twoFactorStatus(of: try context.signedIn())))
        }
        group.post("two-factor") { _, context in
            JSONBody(TwoFactorEnrolmentDocument(try await twoFactor.beginTwoFactor(for: try context.signedIn())), status: .created)
        }
        group.post("two-factor/confirm") { request, context in
            let body = try await request.document(TwoFactorCodeDocument.self, context: context)
            return JSONBody(RecoveryCodesDocument(recoveryCodes: try await twoFactor.confirmTwoFactor(for: try context.signedIn(), code: body.code)))
        }
        group.post("two-factor/off") { request, context in
            let body = try await request.document(PasswordDocument.self, context: context)
            try await twoFactor.turnOffTwoFactor(for: try context.signedIn(), password: body.password)
            return HTTPResponse.Status.noContent
        }
    }
}
