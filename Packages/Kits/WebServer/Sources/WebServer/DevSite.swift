import AuthInterface
import Foundation
import Hummingbird
import NIOCore
import WebUI

/// What every web dev app shares: a dev app serves one feature's pages (and its API routes) alone,
/// on fixtures, signed in as a fixture profile, so that a page is iterated on without building
/// the whole server.
public enum DevSite {
    /// An address another feature serves, which a dev app answers with a page that says so.
    public struct Elsewhere: Sendable {
        let method: WebRoute.Method
        let path: String
        let what: String
        let feature: String

        /// `what` (`A film's page`) at `path`, served by `feature` (`Movies`).
        public init(_ method: WebRoute.Method, _ path: String, _ what: String, feature: String) {
            self.method = method
            self.path = path
            self.what = what
            self.feature = feature
        }
    }

    /// Routes for `addresses`, each answering 404 with a page that says which feature serves
    /// it in `watchlist-server`, and that this dev app serves `feature`'s pages alone.
    public static func elsewhere(_ addresses: [Elsewhere], feature: String) throws -> [WebRoute] {
        let templates = try Templates([
            "elsewhere": "<p>{{what}} belongs to the {{owner}} feature; watchlist-server serves it. This dev app serves the {{feature}} feature's pages alone.</p>",
        ])
        return addresses.map { address in
            WebRoute(address.method, address.path, access: .anyone) { _ in
                let body = try templates.render("elsewhere", ["what": address.what, "owner": address.feature, "feature": feature])
                return .page(Page(title: "Not in this dev app", body: body, status: 404))
            }
        }
    }

    /// Runs `application` until Ctrl-C or SIGTERM. An address in use is
    /// ``DevSiteError/addressInUse(host:port:)``, which says to choose another port.
    public static func run(_ application: some ApplicationProtocol, host: String, port: Int) async throws {
        do {
            try await application.runService()
        } catch let error as IOError where error.errnoCode == EADDRINUSE {
            throw DevSiteError.addressInUse(host: host, port: port)
        }
    }

    /// Writes `line` to standard output at once: a script waits for a dev app's listening line.
    public static func announce(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}

/// Why a web dev app did not start.
public enum DevSiteError: Error, Equatable, CustomStringConvertible {
    /// Another program listens on the address.
    case addressInUse(host: String, port: Int)

    public var description: String {
        switch self {
        case .addressInUse(let host, let port): "\(host):\(port) is in use by another program; choose another port with --port"
        }
    }
}

/// A dev app's accounts: nobody signs up or logs in, and the one bearer token `token` signs in
/// `profile`, so that the feature's API routes can be tried on fixtures
/// (`curl -H 'Authorization: Bearer dev' ...`). The pages sign the profile in without a
/// token (``WebSite/fixedViewer``).
public struct DevAccounts: TokenAuthenticating {
    let profile: Profile
    let token: String?

    /// Accounts where `token` signs in `profile`; with no token, nothing signs in.
    public init(profile: Profile, token: String?) {
        self.profile = profile
        self.token = token
    }

    public func signUp(name: String, password: String) async throws -> IssuedToken { throw AuthError.signUpsClosed }

    public func logIn(name: String, password: String) async throws -> IssuedToken { throw AuthError.invalidCredentials }

    public func issuedToken(_ token: String) async throws -> IssuedToken? {
        guard let own = self.token, token == own else { return nil }
        return IssuedToken(profile: profile, token: own, expiresAt: .distantFuture)
    }

    public func logOut(token: String) async throws {}
}
