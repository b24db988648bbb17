import ArgumentParser
import CommandInjection
import Injection
import Testing

private protocol Greeter: Sendable { var greeting: String { get } }
private struct Hello: Greeter { let greeting = "hello" }
private protocol Farewell: Sendable {}
private struct Bye: Farewell {}

private struct Greet: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "greet")
    @Injected var greeter: any Greeter
    func run() async throws {}
}

private struct Leave: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "leave")
    @Injected var farewell: any Farewell
    func run() async throws {}
}

private struct Tool: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "tool", subcommands: [Greet.self, Leave.self])
}

/// What `COMPOSITION_ROOT_CHECK=1` reports: every command under the root is found, and a need
/// no registration meets names its command.
@Suite struct CompositionRootCheckTests {
    @Test func everyCommandUnderTheRootIsFound() {
        #expect(CompositionRootCheck.commands(under: Tool.self).map { $0.configuration.commandName } == ["tool", "greet", "leave"])
    }

    @Test func aCompleteRootHasNoProblem() {
        let container = Container()
        container.register((any Greeter).self, instance: Hello())
        container.register((any Farewell).self, instance: Bye())
        #expect(CompositionRootCheck.problems(root: Tool.self, container: container).isEmpty)
    }

    @Test func aNeedNothingRegistersIsReportedWithItsCommand() {
        let container = Container()
        container.register((any Greeter).self, instance: Hello())
        let problems = CompositionRootCheck.problems(root: Tool.self, container: container)
        #expect(problems.count == 1)
        #expect(problems.first?.contains("command `leave`") == true && problems.first?.contains("Farewell") == true, "\(problems)")
    }

    @Test func aFailingFactoryIsReported() {
        struct Broken: Error {}
        let container = Container()
        container.register((any Greeter).self) { _ in throw Broken() }
        container.register((any Farewell).self, instance: Bye())
        #expect(!CompositionRootCheck.problems(root: Tool.self, container: container).isEmpty)
    }
}
