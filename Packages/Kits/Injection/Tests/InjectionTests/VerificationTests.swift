import Testing
import Injection

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
    }

    @Test func aSoundGraphHasNoProblems() {
        let container = Container()
        container.register(Fine.self) { _ in Fine(value: 2) }
        container.register(Service.self) { resolver in _ = try resolver.resolve(Fine.self); return Service() }
        #expect(container.verify().isEmpty)
    }
}
