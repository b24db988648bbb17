import CalendarInterface
import CalendarTesting
import Foundation
import Synchronization
import Testing
import WatchlistInterface
@testable import Calendar

/// The profile's feed through the service: made once and kept by its digest only, shown when
/// it is made and never after, replaced on rotation; a token kept plain by an earlier version
/// still opens its feed once and is kept by its digest from then on.
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
        let feed = ProfileFeed(profile: profile, store: tokens, newToken: { minting.next() }, digest: Self.digest, now: { clock.now })
        return ProfileCalendarService(series: harness.series, source: harness.source, store: harness.store, now: { clock.now }, feed: feed)
    }

    /// A stand-in digest: the token reversed and marked, as long as no token.
    static let digest: @Sendable (String) -> String = { "digest:" + String($0.reversed()) }

    @Test func theFeedIsMadeOnceAndKeptByItsDigest() async throws {
        let first = try await service().feed(rotate: false)
        #expect(first == CalendarFeed(token: "token-1", createdAt: CalendarHarness.now))
        #expect(first.path == "/calendar/token-1.ics")
        harness.clock.advance(by: 3600)
        let again = try await service().feed(rotate: false)
        #expect(again == CalendarFeed(token: nil, createdAt: CalendarHarness.now), "the address is not shown again")
        #expect(again.path == nil)
        #expect(tokens.profile(holding: "token-1") == nil, "the token itself is not kept")
        let holders = FeedHolders(store: tokens, digest: Self.digest)
        #expect(try await holders.profile(holding: "token-1") == profile)
        #expect(try await holders.profile(holding: Self.digest("token-1")) == nil, "the digest opens nothing")
    }

    @Test func aTokenKeptPlainOpensItsFeedAndIsKeptByItsDigestFromThen() async throws {
        let made = CalendarHarness.now.addingTimeInterval(-86_400)
        _ = tokens.token(of: profile, orKeeping: "plain-token", at: made)
        let holders = FeedHolders(store: tokens, digest: Self.digest)
        #expect(try await holders.profile(holding: "plain-token") == profile)
        #expect(tokens.profile(holding: "plain-token") == nil, "no longer kept plain")
        #expect(tokens.profile(holding: Self.digest("plain-token")) == profile)
        #expect(tokens.token(of: profile, orKeeping: "x", at: CalendarHarness.now).createdAt == made, "the feed keeps its day")
        #expect(try await holders.profile(holding: "plain-token") == profile, "the same address still opens it")
    }

    @Test func rotatingMakesANewTokenAndTheOldOneStops() async throws {
        // Rotating shows the new address however many times the feed was asked for.
        _ = try await service().feed(rotate: false)
        harness.clock.advance(by: 60)
        let rotated = try await service().feed(rotate: true)
        #expect(rotated.token != "token-1")
        #expect(rotated.createdAt == CalendarHarness.now.addingTimeInterval(60))
        let holders = FeedHolders(store: tokens, digest: Self.digest)
        #expect(try await holders.profile(holding: "token-1") == nil)
        #expect(try await holders.profile(holding: try #require(rotated.token)) == profile)
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
