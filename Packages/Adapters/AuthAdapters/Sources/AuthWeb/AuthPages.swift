import Foundation
import AuthInterface
import WebUI

/// The Auth feature's web pages: log in, sign up (when the server lets visitors, or by an
/// invitation's link), log out.
/// A session is a token of ``TokenAuthenticating``, as the API's: 256 random bits, stored
/// hashed, expiring, revoked by log-out. The HTTP kit keeps it in a cookie; these pages
/// never see the cookie.
public struct AuthPages: Sendable {
    /// The log-in page, and where its form posts.
    public static let logInPath = "/login"
    /// The sign-up page, and where its form posts.
    public static let signUpPath = "/signup"
    /// Where the log-out form posts.
    public static let logOutPath = "/logout"

    private let accounts: any TokenAuthenticating
    private let throttle: any LogInLimiting
    private let mode: SignUpMode
    private let home: String
    private let passwords: Bool
    private let singleSignOn: String?
    private let templates: Templates

    /// Creates the pages.
    /// - Parameters:
    ///   - accounts: The server's accounts, which refuse a sign-up `mode` does not allow.
    ///   - throttle: The server's log-in throttle, shared with its API.
    ///   - mode: Who may sign up: the page offers a form for an invitation's code, or none.
    ///   - home: Where to go after logging in, unless the log-in page was given a `next`.
    ///   - passwords: Whether profiles log in and sign up with passwords, or only through the
    ///     identity provider.
    ///   - singleSignOn: The identity provider's name, when there is one: the log-in page's button.
    public init(
        accounts: any TokenAuthenticating, throttle: any LogInLimiting, mode: SignUpMode, home: String, passwords: Bool = true,
        singleSignOn: String? = nil
    ) throws(TemplateError) {
        self.accounts = accounts
        self.throttle = throttle
        self.mode = mode
        self.home = home
        self.passwords = passwords
        self.singleSignOn = singleSignOn
        templates = try Templates(AuthTemplates.sources)
    }

    /// The log-in page's address, going on to `next` afterwards.
    public static func logInPage(next: String?) -> String {
        guard let next, let encoded = next.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(.init(charactersIn: "/-_.~"))) else {
            return logInPath
        }
        return logInPath + "?next=" + encoded
    }

    /// The routes.
    public var routes: [WebRoute] {
        [
            WebRoute(.get, Self.logInPath, access: .anyone) { request in
                .page(try logInPage(request, name: nil, problem: nil))
            },
            WebRoute(.post, Self.logInPath, access: .anyone) { request in try await logIn(request) },
            WebRoute(.get, Self.signUpPath, access: .anyone) { request in
                .page(try signUpPage(request, name: nil, problem: nil))
            },
            WebRoute(.post, Self.signUpPath, access: .anyone) { request in try await signUp(request) },
            WebRoute(.post, Self.logOutPath, access: .anyone) { _ in .signOut(then: Self.logInPath) },
        ]
    }

    private func logIn(_ request: WebRequest) async throws -> WebAnswer {
        let name = request.form["name"] ?? ""
        let password = request.form.all("password").first ?? ""
        if let wait = throttle.retryAfter(name: name, address: request.clientAddress) {
            return .page(try logInPage(request, name: name, problem: "Too many failed log-ins; try again in \(wait) seconds.", status: 429))
        }
        let newPassword = request.form.all("newPassword").first.flatMap { $0.isEmpty ? nil : $0 }
        let code = request.form["code"].flatMap { $0.isEmpty ? nil : $0 }
        do {
            if let newPassword, newPassword != request.form.all("again").first ?? "" {
                return .page(try logInPage(request, name: name, problem: "\(AuthError.passwordsDiffer)", choosing: true, status: 400))
            }
            let issued = try await accounts.logIn(PasswordLogIn(name: name, password: password, newPassword: newPassword, code: code))
            throttle.succeeded(name: name)
            return .signIn(IssuedSession(token: issued.token, expiresAt: issued.expiresAt), then: destination(request))
        } catch AuthError.invalidCredentials {
            throttle.failed(name: name, address: request.clientAddress)
            return .page(try logInPage(request, name: name, problem: "Wrong profile name or password.", status: 401))
        } catch AuthError.codeNeeded {
            return .page(try logInPage(
                request, name: name, problem: "This profile logs in with a code too: give your password again, and your authenticator app's code.",
                code: true, status: 401
            ))
        } catch AuthError.codeInvalid {
            throttle.failed(name: name, address: request.clientAddress)
            return .page(try logInPage(request, name: name, problem: Self.sentence(.codeInvalid), code: true, status: 401))
        } catch AuthError.passwordsOff {
            return .page(try logInPage(request, name: name, problem: Self.sentence(.passwordsOff), status: 403))
        } catch AuthError.newPasswordNeeded {
            return .page(try logInPage(
                request, name: name, problem: "The server's owner reset your password. Give the one you were given, and choose your own.", choosing: true, status: 403
            ))
        } catch let error as AuthError where [.emptyPassword, .passwordTooShort(minimum: AuthError.minimumPasswordLength)].contains(error) {
            return .page(try logInPage(request, name: name, problem: "\(error)", choosing: true, status: 400))
        } catch AuthError.profileDisabled {
            return .page(try logInPage(request, name: name, problem: "This profile is disabled; ask the server's owner to enable it again.", status: 403))
        }
    }

    private func signUp(_ request: WebRequest) async throws -> WebAnswer {
        let name = request.form["name"] ?? ""
        let password = request.form.all("password").first ?? ""
        guard password == request.form.all("again").first ?? "" else {
            return .page(try signUpPage(request, name: name, problem: "\(AuthError.passwordsDiffer)"))
        }
        do {
            let invitation = request.form["invitation"].flatMap { $0.isEmpty ? nil : $0 }
            let issued = try await accounts.signUp(name: name, password: password, invitation: invitation)
            return .signIn(IssuedSession(token: issued.token, expiresAt: issued.expiresAt), then: home)
        } catch let error as AuthError {
            let refused: [AuthError] = [.signUpsClosed, .invitationNeeded, .invitationInvalid]
            return .page(try signUpPage(request, name: name, problem: "\(error)", status: refused.contains(error) ? 403 : 400))
        }
    }

    private func logInPage(
        _ request: WebRequest, name: String?, problem: String?, choosing: Bool = false, code: Bool = false, status: Int = 200
    ) throws(TemplateError) -> Page {
        var context: [String: Any] = ["action": Self.logInPath, "next": request.form["next"] ?? request.query["next"] ?? "", "name": name ?? ""]
        if choosing { context["choosing"] = ["minimum": AuthError.minimumPasswordLength] }
        if code { context["code"] = true }
        if passwords { context["passwords"] = true }
        if let singleSignOn { context["singleSignOn"] = ["path": SingleSignOnPages.startPath, "provider": singleSignOn] }
        if let problem { context["problem"] = problem }
        if mode != .closed, passwords { context["signUp"] = Self.signUpPath }
        return Page(title: "Log in", body: try templates.render("logIn", context, for: request), status: status, section: "account")
    }

    private func signUpPage(_ request: WebRequest, name: String?, problem: String?, status: Int = 200) throws(TemplateError) -> Page {
        var context: [String: Any] = ["action": Self.signUpPath, "logIn": Self.logInPath, "name": name ?? "", "minimum": AuthError.minimumPasswordLength]
        if let problem { context["problem"] = problem }
        let open = mode != .closed && passwords
        if open { context["open"] = true }
        if mode == .invitation { context["invitation"] = ["code": request.form["invitation"] ?? request.query["invitation"] ?? ""] }
        return Page(title: "Sign up", body: try templates.render("signUp", context, for: request), status: open ? status : 403, section: "account")
    }

    /// `error`'s message as a sentence.
    static func sentence(_ error: AuthError) -> String {
        let text = error.description
        return text.prefix(1).uppercased() + text.dropFirst() + "."
    }

    /// The `next` the log-in form carries when it is a path of this site, else home: a link
    /// cannot send someone elsewhere after logging in.
    private func destination(_ request: WebRequest) -> String {
        guard let next = request.form["next"], next.hasPrefix("/"), !next.hasPrefix("//"), !next.contains("\\") else { return home }
        return next
    }
}
