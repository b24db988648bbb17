import CalendarInterface
import CalendarPorts
import Foundation

/// ``NotificationService`` for one profile: targets in a store, checked and sent through a
/// delivery, the episodes from the profile's calendar.
public struct ProfileNotifications: NotificationService {
    private let profile: @Sendable () async throws -> UUID
    private let calendar: any CalendarService
    private let store: any NotificationStore
    private let delivery: any MessageDelivery
    private let announcer: Announcer
    private let now: @Sendable () -> Date

    /// Creates the service: `profile` is who is signed in (throwing when no one is), `calendar`
    /// that profile's, `timeZone` the zone of the digest's day and of the times in messages.
    public init(
        profile: @escaping @Sendable () async throws -> UUID, calendar: any CalendarService, store: any NotificationStore, delivery: any MessageDelivery,
        now: @escaping @Sendable () -> Date = Date.init, timeZone: TimeZone = .current
    ) {
        self.profile = profile
        self.calendar = calendar
        self.store = store
        self.delivery = delivery
        self.now = now
        announcer = Announcer(store: store, delivery: delivery, now: now, timeZone: timeZone)
    }

    public func add(_ target: NewTarget) async throws -> NotificationTarget {
        try delivery.check(target)
        let profile = try await profile()
        guard try await store.targets(of: profile).count < NotificationError.mostTargets else { throw NotificationError.tooManyTargets }
        return try await store.add(target, masked: Self.masked(target.address), for: profile, at: now()).target
    }

    public func targets() async throws -> [NotificationTarget] {
        try await store.targets(of: try await profile()).map(\.target)
    }

    public func remove(_ id: Int) async throws {
        guard try await store.remove(id, of: try await profile()) else { throw NotificationError.noSuchTarget(id) }
    }

    public func test(_ id: Int) async throws {
        guard let target = try await store.targets(of: try await profile()).first(where: { $0.target.id == id }) else {
            throw NotificationError.noSuchTarget(id)
        }
        try await delivery.deliver(Messages.test(at: now()), to: target.address)
    }

    public func send() async throws -> SendSummary {
        let profile = try await profile()
        _ = try await announcer.queue(for: profile, calendar: calendar)
        return try await announcer.deliver(for: profile)
    }

    /// An address as lists show it: the scheme and host, and the path's first four characters,
    /// where a webhook's secret would be; the query, which may hold one too, never.
    public static func masked(_ address: URL) -> String {
        let host = address.host() ?? ""
        // An IPv6 address in brackets, as it is written in the address.
        var shown = "\(address.scheme ?? "http")://" + (host.contains(":") ? "[\(host)]" : host)
        if let port = address.port { shown += ":\(port)" }
        let path = address.path()
        let hidden = path.count > 5 || address.query() != nil
        return shown + String(path.prefix(5)) + (hidden ? "…" : "")
    }
}
