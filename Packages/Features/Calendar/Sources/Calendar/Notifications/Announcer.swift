import CalendarInterface
import CalendarPorts
import Foundation
import WatchlistInterface

/// Queues what is due for a profile's targets and sends what is queued: the part of
/// notifications that `watchlist notifications send` and the server's rounds share.
///
/// An episode is queued for a target once it has aired (at its time, or at the start of its
/// day when it has none) if it aired after the target was added, and within the last 14
/// days; the queue keeps one message
/// a target and key, so it is never queued twice. Sending claims messages first, so another
/// sender on the same database leaves them alone; a send that fails is tried again after
/// 1, 2, 4… minutes (at most 6 hours), and the target's other messages wait behind it while
/// other targets go on, each on its own task.
public struct Announcer: Sendable {
    let store: any NotificationStore
    let delivery: any MessageDelivery
    let now: @Sendable () -> Date
    let timeZone: TimeZone
    let claimant: String

    /// How long a claim holds: longer than a send may take (its timeout), so a claim runs out
    /// only when its sender died.
    static let claimHold: TimeInterval = 120
    /// The hour of the day the digest is due, in the sender's zone.
    static let digestHour = 8
    /// The days a queue looks back: what aired while a sender was stopped this long is still
    /// announced (a cron job that missed a week, a server down for one).
    static let lookBack = 14
    /// The most messages one round claims.
    static let roundLimit = 500

    /// An announcer on `store`, sending through `delivery`; `claimant` names this sender in its
    /// claims (a server's or a command's own id), `timeZone` says which day it is.
    public init(
        store: any NotificationStore, delivery: any MessageDelivery, now: @escaping @Sendable () -> Date = Date.init, timeZone: TimeZone = .current,
        claimant: String = UUID().uuidString
    ) {
        self.store = store
        self.delivery = delivery
        self.now = now
        self.timeZone = timeZone
        self.claimant = claimant
    }

    /// Queues what aired for `profile`'s targets, from its calendar; returns how many were queued.
    public func queue(for profile: UUID, calendar: any CalendarService) async throws -> Int {
        let targets = try await store.targets(of: profile)
        guard !targets.isEmpty else { return 0 }
        let moment = now()
        let today = CalendarDay(containing: moment, in: timeZone)
        let schedule = try await calendar.schedule(from: today.adding(days: -Self.lookBack), days: Self.lookBack + 1)
        var queued = 0
        for stored in targets {
            let target = stored.target
            for episode in schedule.episodes {
                let aired = airedAt(episode)
                guard aired <= moment, aired > target.createdAt else { continue }
                if try await store.enqueue(Messages.aired(episode, in: timeZone), for: target.id, at: moment) { queued += 1 }
            }
            let digestDue = start(of: today).addingTimeInterval(TimeInterval(Self.digestHour * 3600))
            let todays = schedule.episodes.filter { $0.airDate == today }
            if target.digest, moment >= digestDue, !todays.isEmpty {
                if try await store.enqueue(Messages.digest(todays, on: today, in: timeZone), for: target.id, at: moment) { queued += 1 }
            }
        }
        return queued
    }

    /// Sends what is due (for `profile`'s targets, or everyone's), each target on its own task.
    public func deliver(for profile: UUID?) async throws -> SendSummary {
        let moment = now()
        let claims = try await store.claim(dueBy: moment, for: profile, claimant: claimant, until: moment.addingTimeInterval(Self.claimHold), limit: Self.roundLimit)
        let byTarget = Dictionary(grouping: claims, by: \.target.target.id)
        return try await withThrowingTaskGroup(of: SendSummary.self) { group in
            for claims in byTarget.values {
                group.addTask { try await deliver(claims.sorted { $0.id < $1.id }) }
            }
            return try await group.reduce(SendSummary(sent: 0, failed: 0)) { SendSummary(sent: $0.sent + $1.sent, failed: $0.failed + $1.failed) }
        }
    }

    /// One target's claimed messages in order: after one fails, the rest wait for its next try.
    private func deliver(_ claims: [Claim]) async throws -> SendSummary {
        var sent = 0
        for (index, claim) in claims.enumerated() {
            do {
                try await delivery.deliver(claim.message, to: claim.target.address)
                try await store.sent(claim.id, at: now())
                sent += 1
            } catch {
                let moment = now()
                let retry = moment.addingTimeInterval(Self.wait(afterAttempts: claim.attempts + 1))
                let reason = (error as? NotificationError)?.description ?? "\(error)"
                for waiting in claims[index...] {
                    try await store.failed(waiting.id, error: reason, at: moment, retryAt: retry)
                }
                return SendSummary(sent: sent, failed: claims.count - index)
            }
        }
        return SendSummary(sent: sent, failed: 0)
    }

    /// The wait before the next try after `attempts` failed ones: a minute, doubling, at most 6 hours.
    static func wait(afterAttempts attempts: Int) -> TimeInterval {
        min(60 * pow(2, Double(max(0, attempts - 1))), 6 * 3600)
    }

    /// When `episode` counts as out: its time, or the start of its day.
    private func airedAt(_ episode: AiringEpisode) -> Date {
        episode.airTime ?? start(of: episode.airDate)
    }

    private func start(of day: CalendarDay) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day)) ?? now()
    }
}
