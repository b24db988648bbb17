import Testing
import Synchronization
import Injection

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

/// Registrations live while the container, or a resolution in flight, holds them, and no
/// longer: registering again frees what it replaces.
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
}
