import Testing
import Synchronization
import Injection

private final class Expensive: Sendable {}

@Suite struct ConcurrencyTests {
    @Test func aSharedServiceIsCreatedOnceUnderConcurrentFirstResolution() async throws {
        let creations = Atomic<Int>(0)
        let container = Container()
        container.register(Expensive.self, lifetime: .shared) { _ in
            creations.add(1, ordering: .relaxed)
            return Expensive()
        }
        let identities = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<1_000 {
                group.addTask { ObjectIdentifier(try container.resolve(Expensive.self)) }
            }
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(creations.load(ordering: .relaxed) == 1)
        #expect(identities.count == 1)
    }

    /// Registering replaces the snapshot of registrations that resolutions read, and frees
    /// the old one once no resolution holds it: registering while other tasks resolve must
    /// neither lose a registration nor free one still read (the Thread Sanitizer run checks it).
    @Test func registeringWhileResolvingLosesNothing() async throws {
        let container = Container()
        container.register(Expensive.self, lifetime: .shared) { _ in Expensive() }
        let readers = Task.detached {
            var resolved = 0
            for _ in 0..<2_000 {
                _ = try container.resolve(Expensive.self)
                resolved += 1
            }
            return resolved
        }
        for index in 0..<200 {
            container.register(String.self, instance: "value \(index)")
        }
        #expect(try await readers.value == 2_000)
        #expect(try container.resolve(String.self) == "value 199")
        #expect(container.isRegistered(Expensive.self))
    }

    @Test func aFailedSharedCreationIsRetriedNextTime() throws {
        struct Flaky: Error {}
        let attempts = Atomic<Int>(0)
        let container = Container()
        container.register(Expensive.self, lifetime: .shared) { _ in
            if attempts.add(1, ordering: .relaxed).newValue == 1 { throw Flaky() }
            return Expensive()
        }
        #expect(throws: ResolutionError.self) { try container.resolve(Expensive.self) }
        _ = try container.resolve(Expensive.self)
        #expect(attempts.load(ordering: .relaxed) == 2)
    }
}
