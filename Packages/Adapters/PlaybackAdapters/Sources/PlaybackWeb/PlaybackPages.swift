import AuthInterface
import Foundation
import JSONWriting
import PlaybackInterface
import ReadCache
import WebUI

/// The Apps page, `/apps`: the signed-in profile's apps (never a token), a form that makes one
/// and shows its token once, and a button that revokes each. It works without JavaScript: the
/// forms post, and the answer is the page again.
public struct PlaybackPages: Sendable {
    /// The page.
    public static let appsPath = "/apps"
    /// Where the revoke buttons post.
    public static let revokePath = "/apps/revoke"
    /// This feature's entry in the layout's navigation.
    public static let navigation: [Layout.Link] = [.init(title: "Apps", path: appsPath, section: "apps")]

    /// A profile's apps, as the server makes them per request.
    public typealias Service = @Sendable (Profile) -> any AppsService

    let service: Service
    let cache: ReadCache
    let templates: Templates

    /// Creates the page on `service`; a revocation makes `cache` forget the tokens it verified.
    public init(service: @escaping Service, cache: ReadCache) throws(TemplateError) {
        self.service = service
        self.cache = cache
        templates = try Templates(PlaybackTemplates.sources)
    }

    /// The routes: the page, and its forms'.
    public var routes: [WebRoute] {
        [
            WebRoute(.get, Self.appsPath) { request in .page(try await page(request)) },
            WebRoute(.post, Self.appsPath) { request in try await add(request) },
            WebRoute(.post, Self.revokePath) { request in try await revoke(request) },
        ]
    }

    private func page(_ request: WebRequest, made: IssuedAppToken? = nil, problem: String? = nil, status: Int = 200) async throws -> Page {
        let apps = try await service(try profile(request)).apps()
        var context: [String: Any] = [
            "action": Self.appsPath,
            "revoke": Self.revokePath,
            "apps": apps.map { app in
                [
                    "name": app.name, "scopes": app.scopes.map(\.rawValue).joined(separator: ", "),
                    "made": UTCTimestamp.dateTime(app.createdAt), "used": app.lastUsedAt.map(UTCTimestamp.dateTime) ?? "never",
                ]
            },
            "hasApps": !apps.isEmpty,
            "count": Plural.phrase(apps.count, "app"),
            "longest": PlaybackError.longestName,
            "scopes": PlaybackError.grantableScopes.map { ["scope": $0.rawValue] },
        ]
        if let made { context["made"] = ["name": made.app.name, "token": made.token] }
        if let problem { context["problem"] = problem }
        return Page(title: "Apps", body: try templates.render("apps", context, for: request), status: status, section: "apps")
    }

    private func add(_ request: WebRequest) async throws -> WebAnswer {
        do {
            let scopes = request.form.all("scope").map(TokenScope.init(rawValue:))
            let made = try await service(try profile(request)).add(name: request.form["name"] ?? "", scopes: scopes)
            return .page(try await page(request, made: made, status: 201))
        } catch let error as PlaybackError {
            let conflict = switch error {
            case .nameTaken, .tooManyApps: true
            default: false
            }
            return .page(try await page(request, problem: "\(error)", status: conflict ? 409 : 400))
        }
    }

    private func revoke(_ request: WebRequest) async throws -> WebAnswer {
        let name = request.form["name"] ?? ""
        do {
            try await cache.afterWriting(.everyToken) { try await service(try profile(request)).revoke(name: name) }
            return .redirect(to: Self.appsPath, notice: "Revoked \"\(name)\"; its token no longer works.")
        } catch let error as PlaybackError {
            return .page(try await page(request, problem: "\(error)", status: 404))
        }
    }

    private func profile(_ request: WebRequest) throws -> Profile {
        let viewer = try request.signedIn()
        return Profile(id: viewer.id, name: viewer.name)
    }
}
