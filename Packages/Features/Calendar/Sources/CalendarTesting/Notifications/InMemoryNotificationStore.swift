import CalendarInterface
import CalendarPorts
import Foundation
import Synchronization

/// A ``NotificationStore`` in memory, for tests and the dev app.
public final class InMemoryNotificationStore: NotificationStore {
    private struct Target {
        var id: Int
        var profile: UUID
        var target: NewTarget
        var masked: String
        var createdAt: Date
        var lastSent: Date?
        var failingSince: Date?
        var lastError: String?
    }

    private struct Row {
        var id: Int
        var target: Int
        var message: Message
        var sent: Bool = false
        var attempts = 0
        var due: Date
        var claimedUntil: Date?
    }

    private struct State {
        var targets: [Target] = []
        var rows: [Row] = []
        var lastID = 0
        mutating func nextID() -> Int {
            lastID += 1
            return lastID
        }
    }

    private let state = Mutex(State())

    /// An empty store.
    public init() {}

    public func add(_ target: NewTarget, masked: String, for profile: UUID, at date: Date) -> StoredTarget {
        state.withLock { state in
            let kept = Target(id: state.nextID(), profile: profile, target: target, masked: masked, createdAt: date)
            state.targets.append(kept)
            return Self.stored(kept, rows: state.rows)
        }
    }

    public func targets(of profile: UUID) -> [StoredTarget] {
        state.withLock { state in state.targets.filter { $0.profile == profile }.map { Self.stored($0, rows: state.rows) } }
    }

    public func remove(_ id: Int, of profile: UUID) -> Bool {
        state.withLock { state in
            guard state.targets.contains(where: { $0.id == id && $0.profile == profile }) else { return false }
            state.targets.removeAll { $0.id == id }
            state.rows.removeAll { $0.target == id }
            return true
        }
    }

    public func profilesWithTargets() -> [UUID] {
        state.withLock { state in Array(Set(state.targets.map(\.profile))) }
    }

    public func enqueue(_ message: Message, for id: Int, at date: Date) -> Bool {
        state.withLock { state in
            guard state.targets.contains(where: { $0.id == id }), !state.rows.contains(where: { $0.target == id && $0.message.key == message.key }) else { return false }
            state.rows.append(Row(id: state.nextID(), target: id, message: message, due: date))
            return true
        }
    }

    public func claim(dueBy now: Date, for profile: UUID?, claimant: String, until: Date, limit: Int) -> [Claim] {
        state.withLock { state in
            var claims: [Claim] = []
            for index in state.rows.indices where claims.count < limit {
                let row = state.rows[index]
                guard !row.sent, row.due <= now, row.claimedUntil.map({ $0 <= now }) ?? true,
                      let target = state.targets.first(where: { $0.id == row.target }), profile.map({ $0 == target.profile }) ?? true else { continue }
                state.rows[index].claimedUntil = until
                claims.append(Claim(id: row.id, target: Self.stored(target, rows: state.rows), message: row.message, attempts: row.attempts))
            }
            return claims
        }
    }

    public func sent(_ id: Int, at date: Date) {
        state.withLock { state in
            guard let index = state.rows.firstIndex(where: { $0.id == id }) else { return }
            state.rows[index].sent = true
            state.rows[index].claimedUntil = nil
            if let target = state.targets.firstIndex(where: { $0.id == state.rows[index].target }) {
                state.targets[target].lastSent = date
                state.targets[target].failingSince = nil
                state.targets[target].lastError = nil
            }
        }
    }

    public func failed(_ id: Int, error: String, at date: Date, retryAt: Date) {
        state.withLock { state in
            guard let index = state.rows.firstIndex(where: { $0.id == id }) else { return }
            state.rows[index].attempts += 1
            state.rows[index].due = retryAt
            state.rows[index].claimedUntil = nil
            if let target = state.targets.firstIndex(where: { $0.id == state.rows[index].target }) {
                state.targets[target].failingSince = state.targets[target].failingSince ?? date
                state.targets[target].lastError = error
            }
        }
    }

    private static func stored(_ target: Target, rows: [Row]) -> StoredTarget {
        let waiting = rows.filter { $0.target == target.id && !$0.sent }
        let health = TargetHealth(
            lastSent: target.lastSent, failingSince: target.failingSince, lastError: target.lastError, waiting: waiting.count,
            nextAttempt: target.failingSince == nil ? nil : waiting.map(\.due).min()
        )
        return StoredTarget(
            target: NotificationTarget(
                id: target.id, kind: target.target.kind, maskedAddress: target.masked, hasToken: target.target.token != nil, digest: target.target.digest,
                createdAt: target.createdAt, health: health
            ),
            profile: target.profile, address: TargetAddress(kind: target.target.kind, address: target.target.address, token: target.target.token)
        )
    }
}
