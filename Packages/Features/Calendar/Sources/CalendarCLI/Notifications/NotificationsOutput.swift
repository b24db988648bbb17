import CalendarInterface
import Foundation
import JSONWriting

/// How the notification commands print targets.
enum NotificationsOutput {
    /// `ntfy  https://ntfy.sh/my-s…  token, digest`.
    static func line(_ target: NotificationTarget) -> String {
        let extras = [target.hasToken ? "token" : nil, target.digest ? "digest" : nil].compactMap { $0 }
        return "\(target.kind.rawValue)  \(target.maskedAddress)" + (extras.isEmpty ? "" : "  (\(extras.joined(separator: ", ")))")
    }

    /// How its sends go, or nil when it never sent and nothing waits.
    static func health(_ health: TargetHealth) -> String? {
        if let since = health.failingSince {
            let next = health.nextAttempt.map { ", next try \(UTCTimestamp.dateTime($0))" } ?? ""
            return "failing since \(UTCTimestamp.dateTime(since)): \(health.lastError ?? "unknown"); \(health.waiting) waiting\(next)"
        }
        if let sent = health.lastSent { return "working: last sent \(UTCTimestamp.dateTime(sent))" + (health.waiting > 0 ? ", \(health.waiting) waiting" : "") }
        return health.waiting > 0 ? "\(health.waiting) waiting" : nil
    }

    static func json(_ targets: [NotificationTarget]) -> String {
        JSONListWriter<NotificationTarget>(fields: [
            .init("id") { .integer($0.id) },
            .init("kind") { .string($0.kind.rawValue) },
            .init("address") { .string($0.maskedAddress) },
            .init("token") { .boolean($0.hasToken) },
            .init("digest") { .boolean($0.digest) },
            .init("createdAt") { .string(UTCTimestamp.dateTime($0.createdAt)) },
            .init("lastSent") { .string($0.health.lastSent.map(UTCTimestamp.dateTime)) },
            .init("failingSince") { .string($0.health.failingSince.map(UTCTimestamp.dateTime)) },
            .init("lastError") { .string($0.health.lastError) },
            .init("waiting") { .integer($0.health.waiting) },
            .init("nextAttempt") { .string($0.health.nextAttempt.map(UTCTimestamp.dateTime)) },
        ]).encode(targets)
    }
}
