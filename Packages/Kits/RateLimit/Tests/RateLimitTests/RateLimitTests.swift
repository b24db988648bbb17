import Foundation
import RateLimit
import Testing

@Suite struct RateLimitTests {
    let start = Date(timeIntervalSince1970: 1_790_000_000)

    @Test func aBurstFitsThenTheNextWaitsForTheRefill() {
        let limit = RateLimit<String>(.init(perMinute: 60, burst: 2))
        #expect(limit.take("kodi", at: start) == nil)
        #expect(limit.take("kodi", at: start) == nil)
        #expect(limit.take("kodi", at: start) == 1, "one a second refills")
        #expect(limit.take("mpv", at: start) == nil, "each key has its own bucket")
        #expect(limit.take("kodi", at: start.addingTimeInterval(1)) == nil)
    }

    @Test func theWaitIsTheWholeSecondsUntilTheNextFits() {
        let limit = RateLimit<Int>(.init(perMinute: 6, burst: 1))
        #expect(limit.take(1, at: start) == nil)
        #expect(limit.take(1, at: start.addingTimeInterval(4)) == 6, "one every 10 s; 4 s in, 6 to go")
    }

    @Test func limitsBelowOneCountAsOne() {
        let limit = RateLimit<Int>(.init(perMinute: 0, burst: 0))
        #expect(limit.take(1, at: start) == nil)
        #expect(limit.take(1, at: start) == 60)
    }

    @Test func limitsByTheHourRefillByTheHour() {
        let limit = RateLimit<Int>(.init(perHour: 6, burst: 2))
        #expect(limit.take(1, at: start) == nil)
        #expect(limit.take(1, at: start) == nil)
        #expect(limit.take(1, at: start) == 600, "one every 10 minutes")
        #expect(limit.take(1, at: start.addingTimeInterval(600)) == nil)
    }
}
