import CalendarInterface
import CalendarTesting
import Foundation
import Synchronization
import Testing
import WatchlistInterface
@testable import Calendar

/// The profile's feed through the service: made once, kept, and replaced on rotation.
@Suite struct CalendarFeedTests {
    /// Tokens `token-1`, `token-2`, … in the order asked.
    final class Minting: Sendable {
        private let count = Mutex(0)
        func next() -> String { count.withLock { $0 += 1; return "token-\($0)" } }
    }

    let harness = CalendarHarness()
    let tokens = InMemoryFeedTokenStore()
    let minting = Minting()
    let profile = UUID()

    func service() -> ProfileCalendarService {
        let clock = harness.clock, minting = minting
        let feed = ProfileFeed(profile: profile, store: tokens, newToken: { minting.next() }, now: { clock.now })
        return ProfileCalendarService(series: harness.series, source: harness.source, store: harness.store, now: { clock.now }, feed: feed)
    }

    @Test func theFeedIsMadeOnceAndKept() async throws {
        let first = try await service().feed(rotate: false)
        #expect(first == CalendarFeed(token: "token-1", createdAt: CalendarHarness.now))
        #expect(first.path == "/calendar/token-1.ics")
        harness.clock.advance(by: 3600)
        #expect(try await service().feed(rotate: false) == first)
        #expect(tokens.profile(holding: "token-1") == profile)
    }

    @Test func rotatingMakesANewTokenAndTheOldOneStops() async throws {
        _ = try await service().feed(rotate: false)
        harness.clock.advance(by: 60)
        let rotated = try await service().feed(rotate: true)
        #expect(rotated.token != "token-1")
        #expect(rotated.createdAt == CalendarHarness.now.addingTimeInterval(60))
        #expect(tokens.profile(holding: "token-1") == nil)
        #expect(tokens.profile(holding: rotated.token) == profile)
    }

    @Test func aCalendarKeptOnThisMachineHasNoFeed() async throws {
        await #expect(throws: CalendarError.feedNeedsServer) { try await harness.service().feed(rotate: false) }
    }

    @Test func theWindowIsThirtyDaysBackToNinetyAhead() throws {
        let today = try #require(CalendarDay(parsing: "2026-11-27"))
        let window = CalendarFeed.window(around: today)
        #expect(window.from == CalendarDay(parsing: "2026-10-28"))
        #expect(window.from.adding(days: window.days - 1) == CalendarDay(parsing: "2027-02-25"))
    }
}
