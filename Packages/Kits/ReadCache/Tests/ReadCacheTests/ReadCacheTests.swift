import AuthInterface
import Foundation
import NIOCore
import Synchronization
import Testing
@testable import ReadCache

/// The read cache alone: what it keeps, when it asks again, and that an invalidation that
/// arrives during a read is never undone by that read.
@Suite struct ReadCacheTests {
    /// A clock that the test moves.
    final class TestClock: Sendable {
        private let current = Mutex(Date(timeIntervalSince1970: 1_763_856_000))
        func now() -> Date { current.withLock { $0 } }
        func advance(_ seconds: Double) { current.withLock { $0 = $0.addingTimeInterval(seconds) } }
    }

    /// Counts the reads that reached the storage.
    final class Reads: Sendable {
        private let count = Mutex(0)
        var total: Int { count.withLock { $0 } }
        func happened() { count.withLock { $0 += 1 } }
    }

    private let clock = TestClock()
    private let ada = Profile(id: UUID(), name: "ada")
    private let sam = Profile(id: UUID(), name: "sam")

    private func cache(listening: Bool = true) -> ReadCache {
        let clock = clock
        let cache = ReadCache(channel: ProcessInvalidationChannel(), maximumAge: .seconds(10), now: { clock.now() })
        if listening { cache.hear(.listening) }
        return cache
    }

    private func token(_ cache: ReadCache, _ reads: Reads, expiresIn seconds: Double = 3600) async throws -> Profile? {
        let issued = IssuedToken(profile: ada, token: "t", expiresAt: clock.now().addingTimeInterval(seconds))
        return try await cache.issuedToken("t") {
            reads.happened()
            return issued
        }?.profile
    }

    private func list(_ cache: ReadCache, of profile: Profile, _ reads: Reads, during: @escaping @Sendable () -> Void = {}) async throws -> String {
        let body = try await cache.listAnswer(of: profile.id) {
            reads.happened()
            during()
            return Array("\(profile.name)#\(reads.total)".utf8)
        }
        return String(buffer: body)
    }

    @Test func aTokenIsVerifiedOnceUntilATokenIsRevokedOrItGrowsOld() async throws {
        let cache = cache(), reads = Reads()
        #expect(try await token(cache, reads) == ada)
        #expect(try await token(cache, reads) == ada)
        #expect(reads.total == 1)
        await cache.invalidate(.list(owner: ada.id))
        _ = try await token(cache, reads)
        #expect(reads.total == 1, "a list's change made the tokens be verified again")
        cache.hear(.invalidated(.everyToken))
        _ = try await token(cache, reads)
        #expect(reads.total == 2)
        clock.advance(10)
        _ = try await token(cache, reads)
        #expect(reads.total == 3, "a token was trusted past the maximum age")
    }

    @Test func aTokenIsNeverTrustedPastItsExpiry() async throws {
        let cache = cache(), reads = Reads()
        _ = try await token(cache, reads, expiresIn: 2)
        clock.advance(2)
        _ = try await token(cache, reads, expiresIn: 0)
        #expect(reads.total == 2)
    }

    @Test func anUnknownTokenIsAskedAboutEveryTime() async throws {
        let cache = cache(), reads = Reads()
        for _ in 0..<2 {
            #expect(try await cache.issuedToken("nobody") { reads.happened(); return nil } == nil)
        }
        #expect(reads.total == 2)
    }

    @Test func aListIsForgottenByItsOwnChangeOrEveryListsButNotAnothers() async throws {
        let cache = cache(), reads = Reads()
        #expect(try await list(cache, of: ada, reads) == "ada#1")
        #expect(try await list(cache, of: sam, reads) == "sam#2")
        #expect(try await list(cache, of: ada, reads) == "ada#1")
        await cache.invalidate(.list(owner: ada.id))
        #expect(try await list(cache, of: ada, reads) == "ada#3")
        #expect(try await list(cache, of: sam, reads) == "sam#2")
        cache.hear(.invalidated(.everyList))
        #expect(try await list(cache, of: sam, reads) == "sam#4")
        cache.hear(.invalidated(CacheInvalidation(payload: "list:\(sam.id.uuidString)")))
        #expect(try await list(cache, of: sam, reads) == "sam#5", "a message from another server was not applied")
    }

    @Test func aReadDuringAnInvalidationIsAnsweredButNotKept() async throws {
        let cache = cache(), reads = Reads()
        // Another server's write lands while this one is reading the list as it was before.
        #expect(try await list(cache, of: ada, reads, during: { cache.hear(.invalidated(.list(owner: ada.id))) }) == "ada#1")
        #expect(try await list(cache, of: ada, reads) == "ada#2", "the read that began before the write was kept")
        #expect(try await list(cache, of: ada, reads) == "ada#2")
    }

    @Test func requestsThatMissTheSameListAtOnceShareOneRead() async throws {
        let cache = cache(), reads = Reads()
        let answers = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    String(buffer: try await cache.listAnswer(of: ada.id) {
                        reads.happened()
                        try await Task.sleep(for: .milliseconds(100))
                        return Array("ada".utf8)
                    })
                }
            }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(answers == Array(repeating: "ada", count: 8))
        #expect(reads.total == 1)
    }

    @Test func listsAreKeptWithinTheirByteLimit() async throws {
        let clock = clock
        let cache = ReadCache(channel: ProcessInvalidationChannel(), listByteLimit: 10, now: { clock.now() })
        cache.hear(.listening)
        let reads = Reads()
        #expect(try await list(cache, of: ada, reads) == "ada#1")
        #expect(try await list(cache, of: sam, reads) == "sam#2")
        #expect(try await list(cache, of: ada, reads) == "ada#1", "two answers of 5 bytes did not both fit in 10")
        #expect(cache.listBytesKept == 10)
        let large = Profile(id: UUID(), name: "a-long-name")
        _ = try await list(cache, of: large, reads)
        #expect(cache.listBytesKept == 10, "an answer larger than the limit was kept, or made room it could not use")
        _ = try await list(cache, of: Profile(id: UUID(), name: "tom"), reads)
        #expect(cache.listBytesKept == 10, "a third answer did not make room by forgetting another")
        cache.hear(.invalidated(.everyList))
        #expect(cache.listBytesKept == 0)
    }

    @Test func aFailedReadIsNotKept() async throws {
        struct Unreadable: Error {}
        let cache = cache(), reads = Reads()
        await #expect(throws: Unreadable.self) {
            try await cache.listAnswer(of: ada.id) { reads.happened(); throw Unreadable() }
        }
        #expect(try await list(cache, of: ada, reads) == "ada#2")
    }

    @Test func nothingIsKeptWhileTheChannelIsDeafAndAllIsForgottenWhenItIsBack() async throws {
        let cache = cache(listening: false), reads = Reads()
        _ = try await list(cache, of: ada, reads)
        _ = try await list(cache, of: ada, reads)
        #expect(reads.total == 2)
        cache.hear(.listening)
        _ = try await list(cache, of: ada, reads)
        _ = try await list(cache, of: ada, reads)
        #expect(reads.total == 3)
        cache.hear(.deaf)
        _ = try await list(cache, of: ada, reads)
        #expect(reads.total == 4)
        cache.hear(.listening)
        _ = try await list(cache, of: ada, reads)
        #expect(reads.total == 5, "an answer kept before the channel went deaf survived it")
    }

    @Test func aFailedWriteStillMakesTheCacheForget() async throws {
        struct Refused: Error {}
        let cache = cache(), reads = Reads()
        _ = try await list(cache, of: ada, reads)
        await #expect(throws: Refused.self) {
            try await cache.afterWriting(.list(owner: ada.id)) { throw Refused() }
        }
        #expect(try await list(cache, of: ada, reads) == "ada#2")
    }

    @Test(arguments: [CacheInvalidation.list(owner: UUID()), .everyList, .everyToken, .everything])
    func everyInvalidationTravelsAsTextAndBack(_ invalidation: CacheInvalidation) {
        #expect(CacheInvalidation(payload: invalidation.payload) == invalidation)
    }

    @Test(arguments: ["", "list:", "list:not-a-uuid", "tokens ", "LISTS", "\u{0}"])
    func textThatIsNoInvalidationForgetsEverything(_ payload: String) {
        #expect(CacheInvalidation(payload: payload) == .everything)
    }

    private func page(_ cache: ReadCache, _ key: String, of profile: Profile, _ reads: Reads) async throws -> String {
        try await cache.pageValue(of: profile.id, key: key, bytes: \.utf8.count) {
            reads.happened()
            return "\(profile.name) \(key) #\(reads.total)"
        }
    }

    @Test func aPageMadeFromAListIsKeptUntilThatListChanges() async throws {
        let cache = cache()
        let reads = Reads()
        #expect(try await page(cache, "list?all", of: ada, reads) == "ada list?all #1")
        #expect(try await page(cache, "list?all", of: ada, reads) == "ada list?all #1")
        #expect(try await page(cache, "list?watched", of: ada, reads) == "ada list?watched #2")
        #expect(try await page(cache, "list?all", of: sam, reads) == "sam list?all #3")
        await cache.invalidate(.list(owner: ada.id))
        #expect(try await page(cache, "list?all", of: ada, reads) == "ada list?all #4")
        #expect(try await page(cache, "list?all", of: sam, reads) == "sam list?all #3", "another profile's page was forgotten")
        await cache.invalidate(.everyList)
        #expect(try await page(cache, "list?all", of: sam, reads) == "sam list?all #5")
        clock.advance(11)
        #expect(try await page(cache, "list?all", of: sam, reads) == "sam list?all #6", "a page was kept past the maximum age")
    }

    @Test func anyValueIsKeptByItsOwnSizeAndATypeItIsNotIsMadeAgain() async throws {
        let clock = clock
        // A quarter of 400 bytes is kept: one value of 60 bytes and one of 40 fit, a third not.
        let cache = ReadCache(channel: ProcessInvalidationChannel(), listByteLimit: 400, now: { clock.now() })
        cache.hear(.listening)
        let reads = Reads()
        let sized = { (key: String, size: Int) in
            try await cache.pageValue(of: ada.id, key: key, bytes: { (value: [UInt8]) in value.count }) {
                reads.happened()
                return [UInt8](repeating: UInt8(reads.total), count: size)
            }
        }
        #expect(try await sized("a", 60) == [UInt8](repeating: 1, count: 60))
        #expect(try await sized("a", 60).first == 1 && reads.total == 1)
        #expect(try await sized("b", 40).first == 2)
        #expect(try await sized("a", 60).first == 1 && reads.total == 2, "the two fit together")
        #expect(try await sized("c", 200).first == 3)
        #expect(try await sized("c", 200).first == 4, "a value larger than the limit alone is never kept")
        #expect(try await page(cache, "a", of: ada, reads) == "ada a #5", "a page asked for as text under a key that holds bytes is made again")
    }

    @Test func aPageIsNotKeptWhileTheChannelIsDeaf() async throws {
        let cache = cache(listening: false)
        let reads = Reads()
        _ = try await page(cache, "list", of: ada, reads)
        _ = try await page(cache, "list", of: ada, reads)
        #expect(reads.total == 2)
    }
}
