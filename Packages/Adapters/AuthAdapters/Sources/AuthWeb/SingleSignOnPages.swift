import AuthInterface
import Foundation
import WebUI

/// Sign-in through the identity provider: `/login/sso` sends the browser to the provider (a
/// link on the log-in page, so no form is needed), and the provider sends it back to
/// `/login/sso/callback` with a code, which signs the profile in. The sign-in is bound to the
/// browser by its forgery cookie, so another site cannot finish it for someone else.
public struct SingleSignOnPages: Sendable {
    /// Where the log-in page's button leads.
    public static let startPath = "/login/sso"
    /// Where the provider sends the browser back: `https://HOST/login/sso/callback`, the
    /// address the provider is told this client redirects to.
    public static let callbackPath = "/login/sso/callback"

    private let signOn: any SingleSigningOn
    private let home: String
    private let templates: Templates

    /// The pages of `signOn`; a profile signed in goes `home`.
    public init(signOn: any SingleSigningOn, home: String) throws(TemplateError) {
        self.signOn = signOn
        self.home = home
        templates = try Templates(AuthTemplates.sources)
    }

    /// The routes.
    public var routes: [WebRoute] {
        [
            WebRoute(.get, Self.startPath, access: .anyone) { request in
                do {
                    let url = try await signOn.start(browser: request.csrfToken, redirect: request.origin + Self.callbackPath)
                    return .redirect(to: url.absoluteString)
                } catch let error as SingleSignOnError {
                    return .page(try problem(request, error))
                }
            },
            WebRoute(.get, Self.callbackPath, access: .anyone) { request in try await finish(request) },
        ]
    }

    private func finish(_ request: WebRequest) async throws -> WebAnswer {
        do {
            if let error = request.query["error"] { throw SingleSignOnError.providerRefused(String(error.prefix(100))) }
            guard let state = request.query["state"], let code = request.query["code"] else { throw SingleSignOnError.unknownSignIn }
            let issued = try await signOn.finish(state: state, code: code, browser: request.csrfToken, redirect: request.origin + Self.callbackPath)
            return .signIn(IssuedSession(token: issued.token, expiresAt: issued.expiresAt), then: home)
        } catch let error as SingleSignOnError {
            return .page(try problem(request, error))
        } catch AuthError.profileDisabled {
            return .page(Page(
                title: "Log in", body: try templates.render("signOnProblem", ["problem": AuthPages.sentence(.profileDisabled), "logIn": AuthPages.logInPath], for: request),
                status: 403, section: "account"
            ))
        }
    }

    private func problem(_ request: WebRequest, _ error: SingleSignOnError) throws(TemplateError) -> Page {
        let status = switch error {
        case .providerUnreachable, .providerAnswer: 502
        case .noProfile, .unusableName, .noNameClaim: 403
        case .unknownSignIn, .providerRefused, .tokenRefused: 401
        }
        let text = error.description
        let context: [String: Any] = ["problem": text.prefix(1).uppercased() + text.dropFirst() + ".", "logIn": AuthPages.logInPath]
        return Page(title: "Log in", body: try templates.render("signOnProblem", context, for: request), status: status, section: "account")
    }
}
