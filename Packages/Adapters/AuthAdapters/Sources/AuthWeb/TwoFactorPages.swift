import AuthInterface
import Foundation
import WebUI

/// The page `/security`: whether the profile's log-in needs a code from its authenticator
/// app; *Turn on* shows a secret (its key to type, its `otpauth://` link to open) and asks for
/// the app's first code, which shows the ten recovery codes once; *Turn off* asks for the
/// password. Works without JavaScript: each button posts, and the answer is the page again.
public struct TwoFactorPages: Sendable {
    /// The page.
    public static let path = "/security"

    let twoFactor: any TwoFactorAdministering
    let passwords: Bool
    let templates: Templates

    /// Creates the page on `twoFactor`; with `passwords` off, it says the provider's log-in is
    /// where a second factor is set.
    public init(twoFactor: any TwoFactorAdministering, passwords: Bool = true) throws(TemplateError) {
        self.twoFactor = twoFactor
        self.passwords = passwords
        templates = try Templates(["twoFactor": TwoFactorTemplates.page])
    }

    /// The routes: the page and its three forms'.
    public var routes: [WebRoute] {
        [
            WebRoute(.get, Self.path) { request in .page(try await page(request)) },
            WebRoute(.post, Self.path + "/begin") { request in
                .page(try await page(request, enrolment: try await twoFactor.beginTwoFactor(for: try profile(request))))
            },
            WebRoute(.post, Self.path + "/confirm") { request in try await confirm(request) },
            WebRoute(.post, Self.path + "/off") { request in try await turnOff(request) },
        ]
    }

    private func confirm(_ request: WebRequest) async throws -> WebAnswer {
        do {
            let codes = try await twoFactor.confirmTwoFactor(for: try profile(request), code: request.form["code"] ?? "")
            return .page(try await page(request, recoveryCodes: codes))
        } catch let error as AuthError where [.codeInvalid, .twoFactorNotBegun].contains(error) {
            return .page(try await page(request, problem: AuthPages.sentence(error), status: error == .codeInvalid ? 400 : 409))
        }
    }

    private func turnOff(_ request: WebRequest) async throws -> WebAnswer {
        do {
            try await twoFactor.turnOffTwoFactor(for: try profile(request), password: request.form.all("password").first ?? "")
            return .redirect(to: Self.path, notice: "Two-factor log-in is off: your password alone logs you in.")
        } catch AuthError.invalidCredentials {
            return .page(try await page(request, problem: "Wrong password; two-factor log-in is still on.", status: 400))
        }
    }

    private func page(
        _ request: WebRequest, enrolment: TwoFactorEnrolment? = nil, recoveryCodes: [String]? = nil, problem: String? = nil, status: Int = 200
    ) async throws -> Page {
        let state = try await twoFactor.twoFactorStatus(of: try profile(request))
        var context: [String: Any] = [
            "passwords": passwords, "on": state.isOn, "left": state.recoveryCodesLeft,
            "beginAction": Self.path + "/begin", "confirmAction": Self.path + "/confirm", "offAction": Self.path + "/off",
        ]
        if let enrolment { context["enrolment"] = ["key": Self.grouped(enrolment.key), "address": enrolment.address] }
        if let recoveryCodes { context["recovery"] = ["codes": recoveryCodes] }
        if let problem { context["problem"] = problem }
        return Page(title: "Security", body: try templates.render("twoFactor", context, for: request), status: status, section: "security")
    }

    private func profile(_ request: WebRequest) throws -> Profile {
        let viewer = try request.signedIn()
        return Profile(id: viewer.id, name: viewer.name)
    }

    /// A key in groups of four, as apps show it: `ABCD EFGH …`.
    static func grouped(_ key: String) -> String {
        stride(from: 0, to: key.count, by: 4).map { start in
            let from = key.index(key.startIndex, offsetBy: start)
            return String(key[from..<(key.index(from, offsetBy: 4, limitedBy: key.endIndex) ?? key.endIndex)])
        }.joined(separator: " ")
    }
}

/// The two-factor page's Mustache template.
enum TwoFactorTemplates {
    static let page = """
        {{> problem}}
        <h2>Two-factor log-in</h2>
        {{^passwords}}<p>This server signs you in through its identity provider, not with a password: set up a second factor there.</p>{{/passwords}}
        {{#passwords}}
        {{#recovery}}
        <section aria-labelledby="recovery-heading">
        <h3 id="recovery-heading">Your recovery codes</h3>
        <p>Two-factor log-in is on. Keep these codes somewhere safe: each logs you in once in place of your app's code. They are not shown again.</p>
        <ul class="recovery-codes">{{#codes}}<li><code>{{.}}</code></li>{{/codes}}</ul>
        </section>
        {{/recovery}}
        {{#enrolment}}
        <section aria-labelledby="enrolment-heading">
        <h3 id="enrolment-heading">Give your app this secret</h3>
        <p>In your authenticator app, add an account with this key (time-based, six digits), or open <a href="{{address}}">this link</a> on the phone that has the app.</p>
        <p><input type="text" id="two-factor-key" value="{{key}}" readonly aria-label="The key for your app" size="50"></p>
        <form method="post" action="{{confirmAction}}">
        {{> csrf}}
        <label for="code">The six digits your app shows now</label>
        <input type="text" id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]{6,7}" required>
        <p><button>Turn two-factor log-in on</button></p>
        </form>
        </section>
        {{/enrolment}}
        {{#on}}
        <p>Two-factor log-in is <strong>on</strong>: logging in with your password needs your app's code too. {{left}} recovery codes left.</p>
        <form method="post" action="{{offAction}}">
        {{> csrf}}
        <label for="password">Your password</label>
        <input type="password" id="password" name="password" autocomplete="current-password" required>
        <p><button>Turn two-factor log-in off</button></p>
        </form>
        {{/on}}
        {{^on}}{{^enrolment}}
        <p>Two-factor log-in is <strong>off</strong>: your password alone logs you in. With it on, a log-in needs the six digits an authenticator app shows too.</p>
        <form method="post" action="{{beginAction}}">{{> csrf}}<p><button>Turn on two-factor log-in</button></p></form>
        {{/enrolment}}{{/on}}
        {{/passwords}}
        """
}
