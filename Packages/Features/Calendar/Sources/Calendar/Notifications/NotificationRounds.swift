import CalendarInterface
import CalendarPorts
import Foundation

/// What a server runs beside its requests: a round every `interval` that queues what aired
/// for every profile with targets and sends what is due, until it is cancelled. A round's
/// failure (a database that went away, a profile's calendar) is reported and the next round
/// runs as usual; a request never waits on a round.
public struct NotificationRounds: Sendable {
    let store: any NotificationStore
    let announcer: Announcer
    let calendar: @Sendable (UUID) async throws -> (any CalendarService)?
    let interval: Duration

    /// Rounds on `store`, sending through `delivery`; `calendar` is a profile's calendar (nil
    /// when the profile is gone).
    public init(
        store: any NotificationStore, delivery: any MessageDelivery, calendar: @escaping @Sendable (UUID) async throws -> (any CalendarService)?,
        now: @escaping @Sendable () -> Date = Date.init, timeZone: TimeZone = .current, interval: Duration = .seconds(60), claimant: String = UUID().uuidString
    ) {
        self.store = store
        announcer = Announcer(store: store, delivery: delivery, now: now, timeZone: timeZone, claimant: claimant)
        self.calendar = calendar
        self.interval = interval
    }

    /// Runs a round every `interval` until the task is cancelled; `report` hears what failed
    /// and what was sent.
    public func run(report: @escaping @Sendable (String) -> Void) async {
        while !Task.isCancelled {
            _ = await round(report: report)
            try? await Task.sleep(for: interval)
        }
    }

    /// One round: every profile's queue, then every due message; what it sent.
    @discardableResult
    public func round(report: @Sendable (String) -> Void = { _ in }) async -> SendSummary {
        do {
            for profile in try await store.profilesWithTargets() {
                do {
                    guard let calendar = try await calendar(profile) else { continue }
                    _ = try await announcer.queue(for: profile, calendar: calendar)
                } catch {
                    report("notifications: the calendar of a profile could not be read: \(error)")
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
