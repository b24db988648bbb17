import AuthInterface
import Foundation
import Hummingbird
import HummingbirdTesting
import ReadCache
import Testing
import WebUI
@testable import WebServer

/// What the web dev apps share: their accounts sign in one profile by one token, and the
/// addresses of other features answer with a page that says whose they are.
@Suite struct DevSiteTests {
    private let profile = Profile(id: UUID(), name: "dev")

    @Test func theDevTokenAloneSignsInTheProfileAndNobodySignsUpOrLogsIn() async throws {
        let accounts = DevAccounts(profile: profile, token: "dev")
        #expect(try await accounts.issuedToken("dev")?.profile == profile)
        #expect(try await accounts.issuedToken("Dev") == nil)
        #expect(try await accounts.issuedToken("") == nil)
        #expect(try await DevAccounts(profile: profile, token: nil).issuedToken("dev") == nil)
        await #expect(throws: AuthError.signUpsClosed) { _ = try await accounts.signUp(name: "ada", password: "correct horse") }
        await #expect(throws: AuthError.invalidCredentials) { _ = try await accounts.logIn(name: "dev", password: "anything") }
    }

    @Test func anotherFeaturesAddressSaysWhichFeatureServesIt() async throws {
        let routes = try DevSite.elsewhere([.init(.get, "/films/:id", "A film's page", feature: "Movies")], feature: "Series")
        let site = WebSite(
            routes: routes, layout: try Layout(navigation: [], logInPage: "/login", logOutAction: "/logout"), home: "/films/1",
            logInPage: { _ in "/login" }, secureCookies: false, errors: [], fixedViewer: Viewer(id: profile.id, name: profile.name)
        )
        let router = WebRoutes.router(site, accounts: DevAccounts(profile: profile, token: nil), cache: ReadCache(channel: ProcessInvalidationChannel()))
        try await Application(router: router).test(.router) { client in
            let answer = try await client.execute(uri: "/films/tt0000001", method: .get)
            let page = String(buffer: answer.body)
            #expect(answer.status == .notFound, "\(page)")
            #expect(page.contains("A film&#39;s page belongs to the Movies feature") || page.contains("A film's page belongs to the Movies feature"), "\(page)")
            #expect(page.contains("serves the Series feature&#39;s pages alone") || page.contains("serves the Series feature's pages alone"), "\(page)")
        }
    }

    @Test func anAddressInUseSaysToChooseAnotherPort() {
        #expect(DevSiteError.addressInUse(host: "127.0.0.1", port: 8082).description == "127.0.0.1:8082 is in use by another program; choose another port with --port")
    }
}
