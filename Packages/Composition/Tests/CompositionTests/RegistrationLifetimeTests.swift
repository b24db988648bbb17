import Testing
import Synchronization
import Composition

/// Counts the `Capture`s alive: a factory's capture lives exactly as long as its registration.
private final class LiveCaptures: Sendable {
    private let count = Atomic<Int>(0)
    var current: Int { count.load(ordering: .relaxed) }
    func add(_ delta: Int) { count.add(delta, ordering: .relaxed) }
}

/// What a factory captures, counted while it lives.
private final class Capture: Sendable {
    private let live: LiveCaptures
    init(_ live: LiveCaptures) {
        self.live = live
        live.add(1)
    }
    deinit { live.add(-1) }
}

private final class Service: Sendable {
    /// How many captures were alive while the factory ran, for the tests to read afterwards.
    let liveWhileMade: Int
    init(liveWhileMade: Int = 0) { self.liveWhileMade = liveWhileMade }
}

/// A dependency resolved later, through a resolver its factory kept.
private struct Deferred: Sendable {
    let value: @Sendable () throws -> String
}

/// Registrations live while the container's current registrations, or a resolution (or a
/// resolver) in flight, hold them, and no longer: registering again frees what it replaces.
@Suite struct RegistrationLifetimeTests {
    @Test func aReplacedRegistrationIsFreedOnceNoResolutionUsesIt() throws {
        let live = LiveCaptures()
        var container: Container? = Container()
        do {
            let capture = Capture(live)
            container?.register(Service.self) { _ in withExtendedLifetime(capture) { Service() } }
        }
        _ = try container?.resolve(Service.self)
        #expect(live.current == 1, "the current registration was freed")
        container?.register(Service.self, instance: Service())
        #expect(live.current == 0, "a replaced registration outlived every resolution that used it")

        do {
            let capture = Capture(live)
            container?.register(Service.self) { _ in withExtendedLifetime(capture) { Service() } }
        }
        container = nil
        #expect(live.current == 0, "a registration outlived its container")
    }

    @Test func registeringManyTimesKeepsOnlyTheCurrentRegistration() {
        let live = LiveCaptures()
        let container = Container()
        for _ in 0..<1_000 {
            let capture = Capture(live)
            container.register(Service.self) { _ in withExtendedLifetime(capture) { Service() } }
        }
        #expect(live.current == 1)
    }

    @Test func aRegistrationReplacedByItsOwnFactoryLivesUntilTheFactoryReturns() throws {
        let live = LiveCaptures()
        let container = Container()
        do {
            let capture = Capture(live)
            container.register(Service.self) { _ in
                container.register(Service.self, instance: Service())
                return withExtendedLifetime(capture) { Service(liveWhileMade: live.current) }
            }
        }
        let made = try container.resolve(Service.self)
        #expect(made.liveWhileMade == 1, "the registration was freed while its factory ran")
        #expect(live.current == 0, "the replaced registration outlived its resolution")
    }

    /// The same through a child container: the parent's registrations may be replaced at any
    /// moment, so the child's resolution must keep what it found there.
    @Test func aParentsRegistrationReplacedWhileAChildResolvesItLivesUntilTheFactoryReturns() throws {
        let live = LiveCaptures()
        let parent = Container()
        do {
            let capture = Capture(live)
            parent.register(Service.self) { _ in
                parent.register(Service.self, instance: Service())
                return withExtendedLifetime(capture) { Service(liveWhileMade: live.current) }
            }
        }
        let made = try Container(overriding: parent).resolve(Service.self)
        #expect(made.liveWhileMade == 1, "the parent's registration was freed while its factory ran")
        #expect(live.current == 0, "the parent's replaced registration outlived the child's resolution")
    }

    /// A resolution reads the registrations as they were when it began; a resolver that a
    /// factory keeps goes on reading those, and keeps them alive only while it exists.
    @Test func aKeptResolverReadsTheRegistrationsItsResolutionBeganWith() throws {
        let live = LiveCaptures()
        let container = Container()
        do {
            let capture = Capture(live)
            container.register(String.self) { _ in withExtendedLifetime(capture) { "before" } }
        }
        container.register(Deferred.self) { resolver in Deferred { try resolver.resolve(String.self) } }
        var deferred: Deferred? = try container.resolve(Deferred.self)
        container.register(String.self, instance: "after")

        #expect(try deferred?.value() == "before")
        #expect(try container.resolve(String.self) == "after")
        #expect(live.current == 1, "the kept resolver's registrations were freed while it lives")
        deferred = nil
        #expect(live.current == 0, "the replaced registration outlived the resolver that kept it")
    }
}
