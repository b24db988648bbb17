import Testing
import Synchronization
import Injection

private protocol Clock: Sendable { var now: Int { get } }
private struct FixedClock: Clock { let now: Int }

private struct Command: Decodable {
    @Injected var clock: any Clock
    var label = "command"
    enum CodingKeys: CodingKey { case clock }
}

/// How many times a factory ran.
private final class FactoryCalls: Sendable {
    private let calls = Atomic<Int>(0)
    var made: Int { calls.load(ordering: .relaxed) }
    func count() { calls.add(1, ordering: .relaxed) }
}

private struct EmptyDecoder: Decoder {
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]
    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "empty"))
    }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "empty"))
    }
    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "empty"))
    }
}

@Suite struct InjectedTests {
    @Test func prepareResolvesEveryInjectedPropertyFromTheScopedContainer() async throws {
        let container = Container()
        container.register((any Clock).self, instance: FixedClock(now: 42))
        let command = Command()
        try await InjectionContext.withContainer(container) {
            try InjectionContext.prepare(command)
        }
        // Resolved once, outside the scope now: the copy shares what prepare resolved.
        let copy = command
        #expect(copy.clock.now == 42)
    }

    @Test func prepareThrowsNamingTheOwnerAndTheType() async {
        let error = await #expect(throws: ResolutionError.self) {
            try await InjectionContext.withContainer(Container()) { try InjectionContext.prepare(Command()) }
        }
        #expect(error?.path == ["Command", "Clock"])
    }

    @Test func prepareKeepsAFactorysOwnError() async {
        struct MissingToken: Error {}
        let container = Container()
        container.register((any Clock).self) { _ in throw MissingToken() }
        let error = await #expect(throws: ResolutionError.self) {
            try await InjectionContext.withContainer(container) { try InjectionContext.prepare(Command()) }
        }
        #expect(error?.underlyingError is MissingToken)
    }

    /// ArgumentParser decodes every command, even one that is never run: decoding must not
    /// call a factory; reading the value later does, once.
    @Test func decodingResolvesNothing() async throws {
        let calls = FactoryCalls()
        let container = Container()
        container.register((any Clock).self) { _ in
            calls.count()
            return FixedClock(now: 7)
        }
        try await InjectionContext.withContainer(container) {
            let decoded = try Injected<any Clock>(from: EmptyDecoder())
            #expect(calls.made == 0, "decoding called the factory")
            #expect(decoded.wrappedValue.now == 7)
            #expect(calls.made == 1)
        }
    }

    @Test func parallelScopesDoNotInterfere() async throws {
        let values = try await withThrowingTaskGroup(of: (Int, Int).self) { group in
            for expected in 0..<50 {
                group.addTask {
                    let container = Container()
                    container.register((any Clock).self, instance: FixedClock(now: expected))
                    return try await InjectionContext.withContainer(container) {
                        await Task.yield()
                        let command = Command()
                        try InjectionContext.prepare(command)
                        return (expected, command.clock.now)
                    }
                }
            }
            return try await group.reduce(into: [(Int, Int)]()) { $0.append($1) }
        }
        #expect(values.count == 50)
        #expect(values.allSatisfy { $0.0 == $0.1 })
    }

    @Test func declaredDependenciesAreReadWithoutResolving() {
        let types = Container.declaredDependencies(of: Command())
        #expect(types.count == 1)
        #expect(types.first.map(ObjectIdentifier.init) == ObjectIdentifier((any Clock).self))
    }

    @Test func unresolvableDependenciesNameTheOwner() {
        let problems = Container().unresolvableDependencies(of: Command())
        #expect(problems.map(\.description) == ["Command -> Clock: not registered. Register Clock in the executable's composition root."])
    }
}
