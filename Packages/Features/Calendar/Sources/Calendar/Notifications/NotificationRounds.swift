import CalendarInterface
import CalendarPorts
import Foundation
import Synchronization

/// What a server runs beside its requests: a round every `interval` that queues what aired
/// for every profile with targets and sends what is due, until it is cancelled. Every
/// `refreshEvery`, a round first fetches the air dates that changed at the source for those
/// profiles and for those with a feed, so what airs is known without anyone asking. A round's
/// failure (a database that went away, a profile's calendar) is reported and the next round
/// runs as usual; a request never waits on a round.
public struct NotificationRounds: Sendable {
    let store: any NotificationStore
    let feeds: (any FeedTokenStore)?
    let announcer: Announcer
    let calendar: @Sendable (UUID) async throws -> (any CalendarService)?
    let interval: Duration
    let refreshEvery: TimeInterval?
    let now: @Sendable () -> Date
    /// When this sender last fetched air dates.
    private let refreshed = LastRefresh()

    /// A moment shared by the copies of the rounds.
    private final class LastRefresh: Sendable {
        let moment = Mutex<Date?>(nil)
    }

    /// Rounds on `store`, sending through `delivery`; `calendar` is a profile's calendar (nil
    /// when the profile is gone); `refreshEvery` (nil: never) how often a round fetches air
    /// dates, for the profiles with targets and those with a feed in `feeds`.
    public init(
        store: any NotificationStore, feeds: (any FeedTokenStore)? = nil, delivery: any MessageDelivery,
        calendar: @escaping @Sendable (UUID) async throws -> (any CalendarService)?,
        now: @escaping @Sendable () -> Date = Date.init, timeZone: TimeZone = .current, interval: Duration = .seconds(60),
        refreshEvery: TimeInterval? = nil, claimant: String = UUID().uuidString
    ) {
        self.store = store
        self.feeds = feeds
        announcer = Announcer(store: store, delivery: delivery, now: now, timeZone: timeZone, claimant: claimant)
        self.calendar = calendar
        self.interval = interval
        self.refreshEvery = refreshEvery
        self.now = now
    }

    /// Runs a round every `interval` until the task is cancelled; `report` hears what failed
    /// and what was sent, and `ended` each round's number (from 1) and what it sent, whatever
    /// it did.
    public func run(report: @escaping @Sendable (String) -> Void, ended: @Sendable (Int, SendSummary) -> Void = { _, _ in }) async {
        var number = 0
        while !Task.isCancelled {
            let summary = await round(report: report)
            number += 1
            ended(number, summary)
            try? await Task.sleep(for: interval)
        }
    }

    /// One round: every profile's queue, then every due message; what it sent.
    @discardableResult
    public func round(report: @Sendable (String) -> Void = { _ in }) async -> SendSummary {
        do {
            let moment = now()
            let refreshing = refreshEvery.map { every in refreshed.moment.withLock { last in
                guard last.map({ moment.timeIntervalSince($0) >= every }) ?? true else { return false }
                last = moment
                return true
            } } ?? false
            var profiles = try await store.profilesWithTargets()
            if refreshing, let feeds {
                let targeted = Set(profiles)
                profiles += try await feeds.profilesWithFeeds().filter { !targeted.contains($0) }
            }
            for profile in profiles {
                do {
                    guard let calendar = try await calendar(profile) else { continue }
                    if refreshing {
                        let summary = try await calendar.refresh { _ in }
                        report("notifications: fetched the air dates of \(summary.fetched) series of a profile (\(summary.requests) requests)")
                    }
                    _ = try await announcer.queue(for: profile, calendar: calendar)
                } catch {
                    report("notifications: the calendar of a profile could not be fetched or read: \(error)")
                }
            }
            let summary = try await announcer.deliver(for: nil)
            if summary.sent + summary.failed > 0 { report("notifications: \(summary.sent) sent, \(summary.failed) to try again") }
            return summary
        } catch {
            report("notifications: the round stopped: \(error)")
            return SendSummary(sent: 0, failed: 0)
        }
    }
}
