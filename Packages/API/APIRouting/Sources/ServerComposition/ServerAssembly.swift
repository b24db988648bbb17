import APIContract
import APIRouting
import AuthInterface
import Injection
import WebServer
import WebUI

/// What every feature offers, joined for the server's one router, so that the root names none
/// of it: who a token signs in (from the feature that owns profiles, and the features that
/// issue tokens of limited rights), every feature's routes,
/// their errors, the OpenAPI document made of every feature's part, and the web page behind
/// the sign-in pages and under the home page that features offer, each feature's navigation
/// in the list's order. `ServerRouter.router` puts them on one router.
public struct ServerAssembly: Sendable {
    /// Who a request's token signs in: a log-in token, or a token of limited rights that a
    /// feature contributed (``ScopedTokenVerifying``).
    public let accounts: any TokenAuthenticating
    /// Every feature's API routes.
    public let routes: [any APIRoutes]
    /// Every feature's errors.
    public let errors: [any HTTPErrorMapping]
    /// The document `/openapi.yaml` serves.
    public let document: ServedDocument
    /// The web page.
    public let site: WebSite

    /// The assembly of `features`, registered in `container`, serving `parts`, the site's
    /// cookies `Secure` always when `secureCookies`, serving `images` at `/images/<name>`.
    /// - Throws: a resolution error when no feature offers who a token signs in, the sign-in
    ///   pages or the home page; ``OpenAPIPartError`` when a feature's part does not fit.
    public init(
        features: [any ServerFeature.Type], container: Container, parts: [ServerParts], secureCookies: Bool, images: (any StoredImages)? = nil
    ) throws {
        let scoped = try container.resolve(Contributions<any ScopedTokenVerifying>.self).all
        let accounts = try container.resolve((any TokenAuthenticating).self)
        let standing = container.isRegistered((any ProfileStanding).self) ? try container.resolve((any ProfileStanding).self) : nil
        self.accounts = scoped.isEmpty ? accounts : AppTokenAccounts(accounts: accounts, scoped: scoped, standing: standing)
        routes = parts.flatMap(\.routes)
        errors = Self.errors(of: features)
        document = try Self.document(of: features)
        site = try Self.site(features: features, container: container, pages: parts.flatMap(\.pages), secureCookies: secureCookies, images: images)
    }

    /// Each feature's errors, answered with its statuses on the API and the pages alike.
    public static func errors(of features: [any ServerFeature.Type]) -> [any HTTPErrorMapping] {
        features.flatMap { $0.errors }
    }

    /// The OpenAPI document `/openapi.yaml` serves: the shared one, with every feature's part.
    /// - Throws: ``OpenAPIPartError`` when a feature's part does not fit the document.
    public static func document(of features: [any ServerFeature.Type]) throws -> ServedDocument {
        try ServedDocument(parts: features.compactMap { $0.openAPI })
    }

    /// The web page: every feature's pages, behind the sign-in pages and under the home page
    /// that features offer, with each feature's navigation, the home page's first.
    public static func site(
        features: [any ServerFeature.Type], container: Container, pages: [WebRoute], secureCookies: Bool, images: (any StoredImages)? = nil
    ) throws -> WebSite {
        let signIn = try container.resolve(SignInPages.self)
        let home = try container.resolve(HomePage.self)
        let layout = try Layout(navigation: navigation(of: features, home: home), logInPage: signIn.logInPath, logOutAction: signIn.logOutPath)
        return WebSite(
            routes: pages, layout: layout, home: home.path, logInPage: signIn.logInPage, secureCookies: secureCookies, errors: errors(of: features),
            images: images
        )
    }

    /// Every feature's navigation entries in the features' order, the home page's first.
    public static func navigation(of features: [any ServerFeature.Type], home: HomePage) -> [Layout.Link] {
        let links = features.flatMap { $0.navigation }
        return links.filter { $0.path == home.path } + links.filter { $0.path != home.path }
    }
}
