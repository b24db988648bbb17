import Injection
import Testing

/// Extension points that take many: any number of features contribute, in order, and a point
/// with no contribution resolves to no provider rather than failing.
@Suite struct ContributionsTests {
    private protocol Greeting: Sendable {
        var text: String { get }
    }

    private struct Fixed: Greeting {
        let text: String
    }

    private struct Broken: Error {}

    @Test func everyContributionIsResolvedInTheOrderItWasMade() throws {
        let container = Container()
        container.register(String.self, instance: "ada")
        container.contribute(to: (any Greeting).self) { _ in Fixed(text: "hello") }
        container.contribute(to: (any Greeting).self) { resolver in Fixed(text: "hi \(try resolver.resolve(String.self))") }
        #expect(try container.resolve(Contributions<any Greeting>.self).all.map(\.text) == ["hello", "hi ada"])
        #expect(container.verify().isEmpty)
    }

    @Test func aPointNoFeatureContributedToHasNoProvider() throws {
        let container = Container()
        #expect(try container.resolve(Contributions<any Greeting>.self).all.isEmpty)
        #expect(!container.isRegistered(Contributions<any Greeting>.self))
    }

    @Test func aContributionThatFailsNamesThePoint() {
        let container = Container()
        container.contribute(to: (any Greeting).self) { _ in throw Broken() }
        let error = #expect(throws: ResolutionError.self) { try container.resolve(Contributions<any Greeting>.self) }
        #expect(error?.underlyingError is Broken)
        #expect(error?.description.contains("Contributions") == true)
    }

    @Test func anInjectedPointWithNoContributionIsEmpty() async throws {
        struct Host: Sendable {
            @Injected var greetings: Contributions<any Greeting>
        }
        let host = Host()
        try await InjectionContext.withContainer(Container()) {
            try InjectionContext.prepare(host)
            #expect(host.greetings.all.isEmpty)
        }
    }
}
