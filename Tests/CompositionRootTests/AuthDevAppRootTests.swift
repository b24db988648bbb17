import AuthInterface
import CommandInjection
import Injection
import Foundation
import Testing
@testable import AuthDevApp

@Suite struct AuthDevAppRootTests {
    @Test func defaultsToProfilesInMemory() async throws {
        let root = try AuthDevRoot(wiring: try AuthDevWiring.parse([]), environment: [:])
        let auth = try root.makeContainer().resolve((any AuthService).self)
        _ = try await auth.signUp(name: "ada", password: "analytical")
        #expect(try await root.makeContainer().resolve((any AuthService).self).currentProfile()?.name == "ada")
    }

    #if AuthDevAdapters
    @Test func databaseFlagWiresSQLite() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appending(path: "auth.sqlite")
        let root = try AuthDevRoot(wiring: try AuthDevWiring.parse(["--database", file.path]), environment: [:])
        _ = try await root.authService.signUp(name: "ada", password: "analytical")
        let reopened = try AuthDevRoot(wiring: try AuthDevWiring.parse(["--database", file.path]), environment: [:])
        #expect(try await reopened.authService.currentProfile()?.name == "ada")
    }
    #else
    @Test func withoutTheLiveTraitTheDatabaseFlagExplainsHowToRebuild() throws {
        let error = #expect(throws: AdaptersNotBuilt(executable: "auth-dev", option: "--database", trait: "AuthDevAdapters")) {
            try AuthDevRoot(wiring: try AuthDevWiring.parse(["--database", "/tmp/x.sqlite"]), environment: [:])
        }
        #expect(error?.description.contains("--traits AuthDevAdapters") == true)
    }
    #endif

}
