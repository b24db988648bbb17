import AuthInterface
import Composition
import Foundation
import Testing
@testable import AuthDevApp

@Suite struct AuthDevAppRootTests {
    @Test func defaultsToProfilesInMemory() throws {
        let root = CompositionRoot(wiring: try DevWiring.parse([]), environment: [:])
        let auth = try root.makeContainer().resolve((any AuthService).self)
        _ = try auth.signUp(name: "ada", password: "analytical")
        #expect(try root.makeContainer().resolve((any AuthService).self).currentProfile()?.name == "ada")
        #expect(root.database == nil)
    }

    @Test func databaseFlagWiresSQLite() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appending(path: "auth.sqlite")
        let root = CompositionRoot(wiring: try DevWiring.parse(["--database", file.path]), environment: [:])
        _ = try root.authService.signUp(name: "ada", password: "analytical")
        let reopened = CompositionRoot(wiring: try DevWiring.parse(["--database", file.path]), environment: [:])
        #expect(try reopened.authService.currentProfile()?.name == "ada")
    }

    @Test func everyCommandsDependenciesAreRegistered() throws {
        let container = CompositionRoot(wiring: try DevWiring.parse([]), environment: [:]).makeContainer()
        let problems = CommandTree.unresolvedDependencies(from: AuthDevCommand.self, in: container, rootName: "auth-dev")
        #expect(problems.isEmpty, "\(problems)")
    }
}
