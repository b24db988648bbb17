import Testing
import Composition

private protocol Catalog: Sendable {}
private struct Service: Sendable {}
private struct Screen: Sendable {}
private struct Ping: Sendable {}
private struct Pong: Sendable {}
private struct Flaky: Sendable {}
private struct Fine: Sendable { let value: Int }

@Suite struct VerificationTests {
    @Test func reportsEveryProblemWithItsPath() {
        struct Broken: Error {}
        let container = Container()
        container.register(Service.self) { resolver in _ = try resolver.resolve((any Catalog).self); return Service() }
        container.register(Screen.self) { resolver in _ = try resolver.resolve(Service.self); return Screen() }
        container.register(Ping.self) { resolver in _ = try resolver.resolve(Pong.self); return Ping() }
        container.register(Pong.self) { resolver in _ = try resolver.resolve(Ping.self); return Pong() }
        container.register(Flaky.self) { _ in throw Broken() }
        container.register(Fine.self, instance: Fine(value: 1))

        let problems = container.verify().map(\.description)
        #expect(problems.contains { $0.hasPrefix("Screen -> Service -> Catalog: not registered") })
        #expect(problems.contains { $0.hasPrefix("Service -> Catalog: not registered") })
        #expect(problems.contains { $0.hasPrefix("Ping -> Pong -> Ping: dependency cycle") })
        #expect(problems.contains { $0.hasPrefix("Flaky: its factory failed") })
        #expect(!problems.contains { $0.contains("Fine") })
        #expect(VerificationFailed(problems: container.verify()).description.contains("problems"))
    }

    @Test func aSoundGraphHasNoProblems() {
        let container = Container()
        container.register(Fine.self) { _ in Fine(value: 2) }
        container.register(Service.self) { resolver in _ = try resolver.resolve(Fine.self); return Service() }
        #expect(container.verify().isEmpty)
    }
}

@Suite struct OverrideTests {
    @Test func anOverrideReplacesOneRegistrationForItsScopeOnly() async throws {
        let base = Container()
        base.register(Fine.self, instance: Fine(value: 1))
        base.register(Service.self) { _ in Service() }
        try await InjectionContext.withContainer(base) {
            let overridden = try await InjectionContext.withOverrides({ $0.register(Fine.self, instance: Fine(value: 99)) }) {
                try InjectionContext.current?.resolve(Fine.self).value
            }
            #expect(overridden == 99)
            #expect(try InjectionContext.current?.resolve(Fine.self).value == 1)
            let inherited = try await InjectionContext.withOverrides({ _ in }) {
                try InjectionContext.current?.resolve(Service.self)
            }
            #expect(inherited != nil)
        }
    }

    @Test func parallelOverridesDoNotInterfere() async throws {
        let base = Container()
        base.register(Fine.self, instance: Fine(value: -1))
        let pairs = try await InjectionContext.withContainer(base) {
            try await withThrowingTaskGroup(of: (Int, Int).self) { group in
                for expected in 0..<200 {
                    group.addTask {
                        try await InjectionContext.withOverrides({ $0.register(Fine.self, instance: Fine(value: expected)) }) {
                            await Task.yield()
                            return (expected, try InjectionContext.current?.resolve(Fine.self).value ?? -2)
                        }
                    }
                }
                return try await group.reduce(into: [(Int, Int)]()) { $0.append($1) }
            }
        }
        #expect(pairs.count == 200)
        #expect(pairs.allSatisfy { $0.0 == $0.1 })
    }

    @Test func sharedInstancesOfTheParentStayShared() throws {
        final class Database: Sendable {}
        let base = Container()
        base.register(Database.self, lifetime: .shared) { _ in Database() }
        let child = Container(overriding: base)
        #expect(try child.resolve(Database.self) === base.resolve(Database.self))
    }
}
