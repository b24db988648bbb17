import CalendarInterface
import CalendarPorts
import CalendarTesting
import Foundation
import Synchronization
import Testing
import WatchlistInterface
@testable import Calendar

/// Notifications on fixture air dates, a store in memory and a delivery that records: each
/// episode once a target, after it airs; a failing target waits and the others go on.
@Suite struct NotificationTests {
    let harness = CalendarHarness(following: ["tt2356777", "tt4574334"])
    let store = InMemoryNotificationStore()
    let delivery = RecordingDelivery()
    let profile = UUID()
    let ntfy = URL(string: "https://ntfy.example.org/shows") ?? URL(fileURLWithPath: "/")
    let hook = URL(string: "https://hooks.example.org/watchlist") ?? URL(fileURLWithPath: "/")

    func notifications(store: (any NotificationStore)? = nil) -> ProfileNotifications {
        let (clock, profile) = (harness.clock, profile)
        return ProfileNotifications(
            profile: { profile }, calendar: harness.service(), store: store ?? self.store, delivery: delivery, now: { clock.now }, timeZone: .gmt
        )
    }

    /// Fetches the air dates, then adds the two targets at the harness's moment.
    func prepared(digest: Bool = false) async throws -> ProfileNotifications {
        _ = try await harness.service().refresh { _ in }
        let service = notifications()
        _ = try await service.add(NewTarget(kind: .ntfy, address: ntfy, digest: digest))
        _ = try await service.add(NewTarget(kind: .webhook, address: hook))
        return service
    }

    /// True Detective's first episode airs three days later at 21:00 in New York: 02:00 UTC the day after.
    var afterFirstEpisode: TimeInterval { 4 * 86_400 - 9 * 3600 }

    @Test func eachEpisodeIsAnnouncedOnceToEachTargetAfterItAirs() async throws {
        let service = try await prepared()
        #expect(try await service.send() == SendSummary(sent: 0, failed: 0), "nothing has aired since the targets were added")
        harness.clock.advance(by: afterFirstEpisode)
        #expect(try await service.send() == SendSummary(sent: 2, failed: 0))
        #expect(delivery.delivered.map(\.message.title) == ["True Detective S5E1 “Part 1”", "True Detective S5E1 “Part 1”"])
        #expect(Set(delivery.delivered.map(\.address)) == [ntfy, hook])
        #expect(delivery.delivered.first?.message.body == "Out at 02:00 on 2026-12-01 on HBO.")
        #expect(try await service.send() == SendSummary(sent: 0, failed: 0), "an episode is announced once")
        #expect(delivery.delivered.count == 2)
    }

    @Test func whatAiredBeforeATargetWasAddedIsNotAnnouncedToIt() async throws {
        _ = try await harness.service().refresh { _ in }
        harness.clock.advance(by: afterFirstEpisode + 3600)
        let service = notifications()
        _ = try await service.add(NewTarget(kind: .ntfy, address: ntfy))
        #expect(try await service.send() == SendSummary(sent: 0, failed: 0))
        #expect(delivery.delivered.isEmpty)
    }

    @Test func aFailingTargetWaitsLongerEachTimeAndTheOthersGoOn() async throws {
        let service = try await prepared()
        delivery.breaks(hook)
        harness.clock.advance(by: afterFirstEpisode)
        #expect(try await service.send() == SendSummary(sent: 1, failed: 1))
        let failing = try #require(try await service.targets().first { $0.kind == .webhook }?.health)
        #expect(failing.failingSince == harness.clock.now && failing.waiting == 1 && failing.lastError == "https://hooks.example.org/watchlist answered 503")
        #expect(failing.nextAttempt == harness.clock.now.addingTimeInterval(60))
        harness.clock.advance(by: 59)
        #expect(try await service.send() == SendSummary(sent: 0, failed: 0), "not due before its wait")
        harness.clock.advance(by: 1)
        #expect(try await service.send() == SendSummary(sent: 0, failed: 1))
        #expect(try await service.targets().first { $0.kind == .webhook }?.health.nextAttempt == harness.clock.now.addingTimeInterval(120))
        delivery.breaks(hook, false)
        harness.clock.advance(by: 120)
        #expect(try await service.send() == SendSummary(sent: 1, failed: 0))
        let working = try #require(try await service.targets().first { $0.kind == .webhook }?.health)
        #expect(working.failingSince == nil && working.lastSent == harness.clock.now && working.waiting == 0)
        #expect(delivery.delivered.filter { $0.address == hook }.count == 1)
    }

    @Test func waitsDoubleFromAMinuteToAtMostSixHours() {
        #expect((1...5).map(Announcer.wait(afterAttempts:)) == [60, 120, 240, 480, 960])
        #expect(Announcer.wait(afterAttempts: 20) == 6 * 3600)
    }

    /// A sender that dies after the target took a message and before recording it.
    final class CrashingStore: NotificationStore {
        let base: any NotificationStore
        let crashes = Mutex(true)
        init(_ base: any NotificationStore) { self.base = base }
        func add(_ target: NewTarget, masked: String, for profile: UUID, at date: Date) async throws -> StoredTarget { try await base.add(target, masked: masked, for: profile, at: date) }
        func targets(of profile: UUID) async throws -> [StoredTarget] { try await base.targets(of: profile) }
        func remove(_ id: Int, of profile: UUID) async throws -> Bool { try await base.remove(id, of: profile) }
        func profilesWithTargets() async throws -> [UUID] { try await base.profilesWithTargets() }
        func enqueue(_ message: Message, for id: Int, at date: Date) async throws -> Bool { try await base.enqueue(message, for: id, at: date) }
        func claim(dueBy now: Date, for profile: UUID?, claimant: String, until: Date, limit: Int) async throws -> [Claim] {
            try await base.claim(dueBy: now, for: profile, claimant: claimant, until: until, limit: limit)
        }
        func sent(_ id: Int, at date: Date) async throws {
            if crashes.withLock({ $0 }) { throw CancellationError() }
            try await base.sent(id, at: date)
        }
        func failed(_ id: Int, error: String, at date: Date, retryAt: Date) async throws {
            if crashes.withLock({ $0 }) { throw CancellationError() }
            try await base.failed(id, error: error, at: date, retryAt: retryAt)
        }
    }

    @Test func aSenderThatDiesBetweenSendingAndRecordingRepeatsAMessageOnceAtMost() async throws {
        _ = try await harness.service().refresh { _ in }
        let crashing = CrashingStore(store)
        _ = try await notifications(store: crashing).add(NewTarget(kind: .ntfy, address: ntfy))
        harness.clock.advance(by: afterFirstEpisode)
        await #expect(throws: CancellationError.self) { try await notifications(store: crashing).send() }
        #expect(delivery.delivered.count == 1)
        crashing.crashes.withLock { $0 = false }
        #expect(try await notifications(store: crashing).send() == SendSummary(sent: 0, failed: 0), "the dead sender's claim still holds")
        harness.clock.advance(by: Announcer.claimHold)
        #expect(try await notifications(store: crashing).send() == SendSummary(sent: 1, failed: 0))
        harness.clock.advance(by: Announcer.claimHold)
        #expect(try await notifications(store: crashing).send() == SendSummary(sent: 0, failed: 0))
        #expect(delivery.delivered.count == 2, "sent once, and once more after the crash")
    }

    @Test func aDigestListsWhatAirsThatDayOnceAtEight() async throws {
        let service = try await prepared(digest: true)
        // Stranger Things' eight episodes are all out ten days later, a day alone each.
        let morning = CalendarHarness.today.adding(days: 10)
        let seven = try #require(Calendar(identifier: .gregorian).date(from: DateComponents(timeZone: .gmt, year: morning.year, month: morning.month, day: morning.day, hour: 7)))
        harness.clock.advance(by: seven.timeIntervalSince(harness.clock.now))
        _ = try await service.send()
        #expect(!delivery.delivered.contains { $0.message.kind == .digest }, "not before 08:00")
        harness.clock.advance(by: 3600)
        _ = try await service.send()
        _ = try await service.send()
        let digests = delivery.delivered.filter { $0.message.kind == .digest }
        #expect(digests.count == 1 && digests.first?.address == ntfy)
        #expect(digests.first?.message.body.split(separator: "\n").count == 8)
        #expect(digests.first?.message.body.hasPrefix("all day  Stranger Things S6E1 “Chapter 1” · Netflix") == true)
    }

    @Test func removingATargetAndTestingOneThatIsNotThereSayWhichIsMissing() async throws {
        let service = try await prepared()
        try await service.test(1)
        #expect(delivery.delivered.last?.message.kind == .test)
        try await service.remove(1)
        await #expect(throws: NotificationError.noSuchTarget(1)) { try await service.test(1) }
        await #expect(throws: NotificationError.noSuchTarget(1)) { try await service.remove(1) }
        #expect(try await service.targets().map(\.kind) == [.webhook])
    }

    @Test(arguments: [
        ("https://discord.com/api/webhooks/1234567/SECRET", "https://discord.com/api/…"),
        ("https://ntfy.sh/my", "https://ntfy.sh/my"),
        ("http://gotify.local:8080", "http://gotify.local:8080"),
        ("https://example.org/a?token=SECRET", "https://example.org/a…"),
        // Written by hand, not from the rule: the path's first four characters after its slash.
        ("https://ntfy.sh/abcd", "https://ntfy.sh/abcd"),
        ("https://ntfy.sh/abcde", "https://ntfy.sh/abcd…"),
        ("https://ntfy.sh/?auth=SECRET", "https://ntfy.sh/…"),
        ("https://ntfy.sh?auth=SECRET", "https://ntfy.sh…"),
        ("https://user:SECRET@hooks.example.org/x", "https://hooks.example.org/x"),
        ("http://[::1]:8080/hook", "http://[::1]:8080/hook"),
        ("http://[2001:db8::1]/SECRET", "http://[2001:db8::1]/SECR…"),
        ("https://hooks.example.org/%C3%89T%C3%89", "https://hooks.example.org/%C3%…"),
        ("https://hooks.example.org/SECRET#part", "https://hooks.example.org/SECR…"),
    ])
    func addressesAreMaskedPastTheirPathsFirstCharacters(address: String, masked: String) throws {
        #expect(ProfileNotifications.masked(try #require(URL(string: address))) == masked)
    }

    @Test func theServersRoundsFetchAirDatesEverySoOftenAndAnnounceWithoutAnyoneAsking() async throws {
        let service = notifications()
        _ = try await service.add(NewTarget(kind: .ntfy, address: ntfy))
        let (clock, harness) = (harness.clock, harness)
        let rounds = NotificationRounds(
            store: store, delivery: delivery, calendar: { _ in harness.service() }, now: { clock.now }, timeZone: .gmt, refreshEvery: 6 * 3600
        )
        await rounds.round()
        #expect(harness.source.requests.count == 4, "the first round looked both series up: \(harness.source.requests)")
        clock.advance(by: afterFirstEpisode)
        #expect(await rounds.round() == SendSummary(sent: 1, failed: 0), "the episode was announced from the air dates the first round fetched")
        #expect(harness.source.requests.count == 5, "a round six hours on or more asks what changed, once: \(harness.source.requests)")
        clock.advance(by: 60)
        #expect(await rounds.round() == SendSummary(sent: 0, failed: 0))
        #expect(harness.source.requests.count == 5, "and not again a minute later")
    }

    @Test func aProfileWithAFeedAndNoTargetIsKeptFreshToo() async throws {
        let feeds = InMemoryFeedTokenStore()
        let (clock, harness) = (harness.clock, harness)
        let calendar = { (feeds: (any FeedTokenStore)?) in
            NotificationRounds(
                store: store, feeds: feeds, delivery: delivery, calendar: { _ in harness.service() }, now: { clock.now }, timeZone: .gmt,
                refreshEvery: 6 * 3600
            )
        }
        await calendar(feeds).round()
        #expect(harness.source.requests.isEmpty, "no profile has a target or a feed")
        _ = try await feeds.token(of: UUID(), orKeeping: "a-feed-token", at: clock.now)
        await calendar(nil).round()
        #expect(harness.source.requests.isEmpty, "rounds told of no feeds fetch for targets alone")
        #expect(await calendar(feeds).round() == SendSummary(sent: 0, failed: 0))
        #expect(harness.source.requests.count == 4, "the profile with a feed had both series looked up: \(harness.source.requests)")
    }
}
