import Testing
@testable import Injection

private protocol Greeter: Sendable { func greet() -> String }
private struct EnglishGreeter: Greeter { func greet() -> String { "hello" } }
private final class Counter: Sendable {}
private struct Wrapper: Sendable { let greeter: any Greeter }

@Suite struct ContainerTests {
    @Test func resolvesARegisteredFactory() throws {
        let container = Container()
        container.register((any Greeter).self) { _ in EnglishGreeter() }
        #expect(try container.resolve((any Greeter).self).greet() == "hello")
    }

    @Test func anOptionalDependencyIsResolvedOnlyWhenRegistered() throws {
        let container = Container()
        container.register(Wrapper?.self) { resolver in try resolver.resolveIfRegistered((any Greeter).self).map { Wrapper(greeter: $0) } }
        #expect(try container.resolve(Wrapper?.self) == nil, "nothing registered the greeter")
        container.register((any Greeter).self) { _ in EnglishGreeter() }
        #expect(try container.resolve(Wrapper?.self)?.greeter.greet() == "hello")
        container.register((any Greeter).self) { resolver in try resolver.resolve(Counter.self) as? any Greeter ?? EnglishGreeter() }
        #expect(throws: ResolutionError.self, "a registered dependency that fails is an error, not nil") { try container.resolve(Wrapper?.self) }
    }

    @Test func transientMakesANewInstanceEachTime() throws {
        let container = Container()
        container.register(Counter.self, lifetime: .transient) { _ in Counter() }
        #expect(try container.resolve(Counter.self) !== container.resolve(Counter.self))
    }

    @Test func sharedMakesOneInstance() throws {
        let container = Container()
        container.register(Counter.self, lifetime: .shared) { _ in Counter() }
        #expect(try container.resolve(Counter.self) === container.resolve(Counter.self))
    }

    @Test func aSharedServiceIsMadeOnlyWhenFirstResolved() throws {
        let container = Container()
        container.register(Counter.self, lifetime: .shared) { _ in Counter() }
        container.register((any Greeter).self) { _ in EnglishGreeter() }
        #expect(!container.hasMade(Counter.self))
        _ = try container.resolve(Counter.self)
        #expect(container.hasMade(Counter.self))
        _ = try container.resolve((any Greeter).self)
        #expect(!container.hasMade((any Greeter).self), "a transient service is never kept")
        #expect(!container.hasMade(Wrapper.self), "nor one never registered")
    }

    @Test func registeredInstanceIsReturnedAsIs() throws {
        let container = Container()
        let counter = Counter()
        container.register(Counter.self, instance: counter)
        #expect(try container.resolve(Counter.self) === counter)
    }

    @Test func factoriesResolveTheirOwnDependencies() throws {
        let container = Container()
        container.register((any Greeter).self) { _ in EnglishGreeter() }
        container.register(Wrapper.self) { resolver in Wrapper(greeter: try resolver.resolve()) }
        #expect(try container.resolve(Wrapper.self).greeter.greet() == "hello")
    }

    @Test func missingRegistrationThrowsWithThePath() {
        let container = Container()
        container.register(Wrapper.self) { resolver in Wrapper(greeter: try resolver.resolve()) }
        let error = #expect(throws: ResolutionError.self) { try container.resolve(Wrapper.self) }
        #expect(error?.path == ["Wrapper", "Greeter"])
        #expect(error?.description.hasPrefix("Wrapper -> Greeter: not registered") == true)
    }

    @Test func aFactoryErrorIsKeptAsTheUnderlyingError() {
        struct Broken: Error {}
        let container = Container()
        container.register(Counter.self) { _ in throw Broken() }
        let error = #expect(throws: ResolutionError.self) { try container.resolve(Counter.self) }
        #expect(error?.underlyingError is Broken)
    }

    @Test func laterRegistrationReplacesEarlierOne() throws {
        let first = Counter(), second = Counter()
        let container = Container()
        container.register(Counter.self, instance: first)
        container.register(Counter.self, instance: second)
        #expect(try container.resolve(Counter.self) === second)
    }

    @Test func aFactoryMayReplaceItsOwnRegistrationWhileRunning() throws {
        let replacement = Counter()
        let container = Container()
        container.register(Counter.self, lifetime: .shared) { _ in
            container.register(Counter.self, instance: replacement)
            return Counter()
        }
        let first = try container.resolve(Counter.self)
        #expect(first !== replacement)
        #expect(try container.resolve(Counter.self) === replacement)
    }
}
