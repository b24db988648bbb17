import AppComposition
import ArgumentParser
import AuthInterface
import CommandInjection
import DevComposition
import Foundation
import GRDB
import Injection
import Storage
import Testing

/// A greeting, as an invented feature's service gives it.
private protocol Greeting: Sendable {
    func text() throws -> String
}

/// The invented feature's service: the signed-in profile's greeting, counted in the database.
private struct StoredGreeting: Greeting {
    let database: DatabaseProvider
    let who: String

    func text() throws -> String {
        try database.write { db in
            try db.execute(sql: "INSERT INTO greeting DEFAULT VALUES")
            return "hello \(who), greeting \(try Int.fetchOne(db, sql: "SELECT count(*) FROM greeting") ?? 0)"
        }
    }
}

/// What another feature gives the invented one in `watchlist`: a name to greet.
private protocol Names: Sendable {
    var name: String { get }
}

private struct FixtureNames: Names {
    let name = "fixture"
}

/// What the feature registers when no other feature names anyone.
private struct Everyone: Names {
    let name = "everyone"
}

private struct HelloCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "hello", abstract: "Greet.")
}

/// A command that no wiring option of `watchlist` changes.
private struct ByeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "bye", abstract: "Leave.")
}

private struct UnreadableGreeting: Error {}

/// An error of the session with a server, which only an executable with `remote` advises on.
private struct ServerGone: Error {}

/// An error that the dev app's own options answer.
private struct NoFixture: Error {}

/// An invented feature, as `watchlist` lists it: one command, one service on the app's
/// database, a name it registers itself, which a dev app's fixture replaces.
private enum GreetingFeature: AppFeature {
    static func commands(_ kinds: KindOptionTypes) -> [any ParsableCommand.Type] { [HelloCommand.self] }
    static var commandsWithoutWiring: [any ParsableCommand.Type] { [ByeCommand.self] }

    static func advice(for error: any Error, invokedAs executable: String) -> String? {
        error is UnreadableGreeting || error is NoFixture ? "Try `\(executable) hello` again." : nil
    }

    static func remoteAdvice(for error: any Error, invokedAs executable: String) -> String? {
        error is ServerGone ? "Log in again with `\(executable) remote login URL NAME`." : nil
    }

    static func register(in container: Container, host: AppHost) {
        container.register((any Names).self, instance: Everyone())
        container.register((any Greeting).self) { resolver in
            StoredGreeting(database: host.database, who: try resolver.resolve((any Names).self).name)
        }
    }

    static var sqliteMigrations: [DatabaseMigration] {
        [DatabaseMigration("greeting.v1") { db in try db.execute(sql: "CREATE TABLE greeting (id INTEGER PRIMARY KEY)") }]
    }

    static let menu: [AppMenuItem] = []
}

/// Its dev app: the feature's value, and a fixture name in place of the feature's own.
private enum GreetingDev: DevApp {
    static let feature: any AppFeature.Type = GreetingFeature.self
    static let executable = "greeting-dev"
    static let abstract = "Run the greeting feature alone."
    static let discussion = "On fixture names."
    static func profiles(_ wiring: DevWiring) -> (any CurrentProfileProviding)? { NoProfile() }

    static func registerFixtures(in container: Container, host: AppHost, wiring: DevWiring) async throws {
        container.register((any Names).self, instance: FixtureNames())
    }

    static func advice(for error: any Error) -> String? {
        error is NoFixture ? "Leave out --database to use the fixtures." : nil
    }
}

/// A feature that owns profiles, as Auth does, and reads the host it was given.
private enum ProfilesFeature: AppFeature {
    static func commands(_ kinds: KindOptionTypes) -> [any ParsableCommand.Type] { [] }
    static func advice(for error: any Error, invokedAs executable: String) -> String? { nil }

    static func register(in container: Container, host: AppHost) {
        container.register((any CurrentProfileProviding).self, instance: Ada())
        container.register(AppHost.self, instance: host)
    }

    static var sqliteMigrations: [DatabaseMigration] { [] }
    static let menu: [AppMenuItem] = []
}

/// Its dev app: who is signed in is the feature's own answer, and the catalog is the one its
/// wiring would choose.
private enum ProfilesDev: DevApp {
    static let feature: any AppFeature.Type = ProfilesFeature.self
    static let executable = "profiles-dev"
    static let abstract = "Run the profiles feature alone."
    static let discussion = "No fixtures."
    static func profiles(_ wiring: DevWiring) -> (any CurrentProfileProviding)? { nil }
    static func catalog(_ wiring: DevWiring, environment: [String: String]) throws -> AppCatalog { .imdb(path: "/tmp/built.sqlite") }
    static func builtCatalogPath(_ wiring: DevWiring) -> String { "/tmp/built.sqlite" }
    static func registerFixtures(in container: Container, host: AppHost, wiring: DevWiring) async throws {}
}

private struct Ada: CurrentProfileProviding {
    func currentProfile() -> Profile? { Profile(id: UUID(), name: "ada") }
}

private struct NoProfile: CurrentProfileProviding {
    func currentProfile() -> Profile? { nil }
}

/// A dev app is its feature's value: its commands under the dev app's name with `--database`,
/// the feature's registrations with the dev app's fixtures, a database in memory for one run or
/// in the file `--database` names, and the feature's advice in the dev app's name.
@Suite struct DevAppTests {
    private func greeting(_ arguments: [String]) async throws -> any Greeting {
        try await DevAppRoot<GreetingDev>(wiring: try DevWiring.parse(arguments), environment: [:]).makeContainer().resolve((any Greeting).self)
    }

    @Test func theCommandIsTheFeaturesCommandsWithTheWiringOption() throws {
        let configuration = DevAppCommand<GreetingDev>.configuration
        #expect(configuration.commandName == "greeting-dev")
        #expect(configuration.subcommands.map { $0.configuration.commandName } == ["hello", "bye"])
        for command in configuration.subcommands {
            let help = DevAppCommand<GreetingDev>.helpMessage(for: command)
            #expect(help.contains("--database <path>"), "the wiring option is in each command's help, those without watchlist's options too: \(help)")
        }
    }

    @Test func theFeatureServesOnTheFixturesInMemoryForOneRun() async throws {
        #expect(try await greeting([]).text() == "hello fixture, greeting 1")
        #expect(try await greeting([]).text() == "hello fixture, greeting 1", "another run starts from an empty database")
    }

    @Test func aDatabaseFileKeepsWhatARunWrote() async throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "greeting-dev-\(UUID().uuidString).sqlite")
        defer { try? FileManager.default.removeItem(at: file) }
        _ = try await greeting(["--database", file.path]).text()
        #expect(try await greeting(["--database", file.path]).text() == "hello fixture, greeting 2")
    }

    @Test func theAdviceIsTheFeaturesInTheDevAppsNameThenTheFiles() {
        let advice = DevAppEntryPoint<GreetingDev>.advice
        #expect(advice.advice(for: UnreadableGreeting()) == "Try `greeting-dev hello` again.")
        #expect(advice.advice(for: StorageError.notADatabase(path: "/tmp/x")) == "Use another file with --database PATH, or leave it out to work in memory.")
        #expect(advice.advice(for: CancellationError()) == nil)
    }

    @Test func theDevAppsOwnAdviceComesFirstAndTheSessionsNeverForItKeepsNone() {
        let advice = DevAppEntryPoint<GreetingDev>.advice
        #expect(advice.advice(for: NoFixture()) == "Leave out --database to use the fixtures.")
        #expect(advice.advice(for: ServerGone()) == nil, "greeting-dev has no remote")
    }

    @Test func aFeatureThatOwnsProfilesAnswersWhoIsSignedInAndTheWiringChoosesTheCatalogAndTheTimeout() async throws {
        let container = try await DevAppRoot<ProfilesDev>(wiring: try DevWiring.parse(["--timeout", "2.5"]), environment: [:]).makeContainer()
        let host = try container.resolve(AppHost.self)
        #expect(host.requestTimeout == .milliseconds(2500))
        #expect(try await host.profiles.currentProfile()?.name == "ada")
        guard case .imdb(let path) = host.catalog else { Issue.record("the catalog is \(host.catalog)"); return }
        #expect(path == "/tmp/built.sqlite" && host.builtCatalogPath == path && host.executable == "profiles-dev")
    }
}
