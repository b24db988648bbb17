import CalendarInterface
import CalendarPorts
import Foundation

/// What every ``NotificationStore`` must do, as checks that any test target runs on its own
/// store: CalendarAdapters' contract suite runs them on memory, SQLite and PostgreSQL. Each
/// check takes an empty store and returns what went wrong, nothing when it held.
public enum NotificationStoreContract {
    /// Every check, by name.
    public static let checks: [(name: String, check: @Sendable (any NotificationStore) async throws -> [String])] = [
        ("targets come back as added, secrets included, each profile's apart", targetsComeBack),
        ("a message is queued once a target and key, sent or not", queuedOnce),
        ("a claim holds a message from other claimants until it runs out", claimsHold),
        ("a failed message waits for its retry, and the target shows failing until a send works", failuresWait),
        ("removing a target removes its queue", removingEmpties),
        ("eight claimants at once never claim one message twice", concurrentClaims),
    ]

    static let start = Date(timeIntervalSince1970: 1_790_000_000)

    static func target(_ kind: TargetKind = .webhook, _ path: String = "hook", token: String? = nil, digest: Bool = false) -> NewTarget {
        NewTarget(kind: kind, address: URL(string: "https://example.org/\(path)") ?? URL(fileURLWithPath: "/"), token: token, digest: digest)
    }

    static func message(_ key: String) -> Message {
        Message(key: key, kind: .episode, title: "Fargo S5E1 “Panoptikon”", body: "Out at 22:00 on FX; «ça», 東京.", episodes: [])
    }

    static func targetsComeBack(_ store: any NotificationStore) async throws -> [String] {
        var problems: [String] = []
        let (ada, bob) = (UUID(), UUID())
        let first = try await store.add(target(.ntfy, "topic", token: "tk_secret", digest: true), masked: "https://example.org/topi…", for: ada, at: start)
        _ = try await store.add(target(.discord, "api/webhooks/1/abc"), masked: "https://example.org/api/…", for: ada, at: start.addingTimeInterval(1))
        _ = try await store.add(target(), masked: "https://example.org/hook", for: bob, at: start)
        let kept = try await store.targets(of: ada)
        if kept.map(\.target.kind) != [.ntfy, .discord] { problems.append("ada's targets came back as \(kept.map(\.target.kind))") }
        if kept.first != first { problems.append("the added target came back as \(String(describing: kept.first)), not \(first)") }
        if first.address.token != "tk_secret" || first.address.address.absoluteString != "https://example.org/topic" { problems.append("the secrets were not kept") }
        if first.target.maskedAddress != "https://example.org/topi…" || !first.target.hasToken || !first.target.digest { problems.append("the listed target is \(first.target)") }
        if first.target.createdAt != start || first.target.health != .new { problems.append("a new target's date or health is \(first.target)") }
        if try await Set(store.profilesWithTargets()) != [ada, bob] { problems.append("the profiles with targets are wrong") }
        if try await store.remove(first.target.id, of: bob) { problems.append("bob removed ada's target") }
        return problems
    }

    static func queuedOnce(_ store: any NotificationStore) async throws -> [String] {
        var problems: [String] = []
        let profile = UUID()
        let (one, two) = (try await store.add(target(), masked: "m", for: profile, at: start), try await store.add(target(.discord), masked: "m", for: profile, at: start))
        if try await !store.enqueue(message("episode:1"), for: one.target.id, at: start) { problems.append("a new message was not queued") }
        if try await store.enqueue(message("episode:1"), for: one.target.id, at: start) { problems.append("a message was queued twice") }
        if try await !store.enqueue(message("episode:1"), for: two.target.id, at: start) { problems.append("the same key was not queued for another target") }
        let claims = try await store.claim(dueBy: start, for: profile, claimant: "a", until: start.addingTimeInterval(60), limit: 10)
        if claims.count != 2 || claims.first?.message != message("episode:1") { problems.append("the claims are \(claims)") }
        for claim in claims { try await store.sent(claim.id, at: start) }
        if try await store.enqueue(message("episode:1"), for: one.target.id, at: start.addingTimeInterval(3600)) { problems.append("a sent message was queued again") }
        if try await !store.claim(dueBy: start.addingTimeInterval(7200), for: nil, claimant: "b", until: start.addingTimeInterval(7300), limit: 10).isEmpty {
            problems.append("a sent message was claimed again")
        }
        let health = try await store.targets(of: profile).first?.target.health
        if health?.lastSent != start || health?.waiting != 0 { problems.append("after sending, the health is \(String(describing: health))") }
        return problems
    }

    static func claimsHold(_ store: any NotificationStore) async throws -> [String] {
        var problems: [String] = []
        let profile = UUID()
        let stored = try await store.add(target(), masked: "m", for: profile, at: start)
        _ = try await store.enqueue(message("episode:2"), for: stored.target.id, at: start)
        let first = try await store.claim(dueBy: start, for: nil, claimant: "server-a", until: start.addingTimeInterval(120), limit: 10)
        if first.count != 1 { problems.append("the first claimant got \(first.count)") }
        if try await !store.claim(dueBy: start.addingTimeInterval(60), for: nil, claimant: "server-b", until: start.addingTimeInterval(180), limit: 10).isEmpty {
            problems.append("a held claim was claimed again")
        }
        if try await !store.claim(dueBy: start, for: UUID(), claimant: "c", until: start.addingTimeInterval(1000), limit: 10).isEmpty {
            problems.append("another profile's claim took this one's message")
        }
        // The first claimant died after sending: when its claim runs out, the message goes once more.
        let again = try await store.claim(dueBy: start.addingTimeInterval(121), for: nil, claimant: "server-b", until: start.addingTimeInterval(300), limit: 10)
        if again.map(\.message.key) != ["episode:2"] || again.first?.attempts != 0 { problems.append("after the claim ran out, the claims are \(again)") }
        return problems
    }

    static func failuresWait(_ store: any NotificationStore) async throws -> [String] {
        var problems: [String] = []
        let profile = UUID()
        let stored = try await store.add(target(), masked: "m", for: profile, at: start)
        _ = try await store.enqueue(message("episode:3"), for: stored.target.id, at: start)
        let claim = try await store.claim(dueBy: start, for: profile, claimant: "a", until: start.addingTimeInterval(120), limit: 10)
        guard let id = claim.first?.id else { return ["nothing was claimed"] }
        try await store.failed(id, error: "example.org answered 503", at: start.addingTimeInterval(1), retryAt: start.addingTimeInterval(61))
        let failing = try await store.targets(of: profile).first?.target.health
        let expected = TargetHealth(lastSent: nil, failingSince: start.addingTimeInterval(1), lastError: "example.org answered 503", waiting: 1, nextAttempt: start.addingTimeInterval(61))
        if failing != expected { problems.append("a failing target's health is \(String(describing: failing))") }
        if try await !store.claim(dueBy: start.addingTimeInterval(60), for: profile, claimant: "a", until: start.addingTimeInterval(200), limit: 10).isEmpty {
            problems.append("a failed message was claimed before its retry")
        }
        let retried = try await store.claim(dueBy: start.addingTimeInterval(61), for: profile, claimant: "a", until: start.addingTimeInterval(200), limit: 10)
        if retried.first?.attempts != 1 { problems.append("the retry's attempts are \(String(describing: retried.first?.attempts))") }
        if let retry = retried.first { try await store.sent(retry.id, at: start.addingTimeInterval(62)) }
        let working = try await store.targets(of: profile).first?.target.health
        if working != TargetHealth(lastSent: start.addingTimeInterval(62), failingSince: nil, lastError: nil, waiting: 0, nextAttempt: nil) {
            problems.append("after a send worked, the health is \(String(describing: working))")
        }
        return problems
    }

    static func removingEmpties(_ store: any NotificationStore) async throws -> [String] {
        var problems: [String] = []
        let profile = UUID()
        let stored = try await store.add(target(), masked: "m", for: profile, at: start)
        _ = try await store.enqueue(message("episode:4"), for: stored.target.id, at: start)
        if try await !store.remove(stored.target.id, of: profile) { problems.append("the target was not removed") }
        if try await !store.targets(of: profile).isEmpty { problems.append("a removed target is listed") }
        if try await !store.claim(dueBy: start, for: nil, claimant: "a", until: start.addingTimeInterval(60), limit: 10).isEmpty {
            problems.append("a removed target's queue was claimed")
        }
        if try await store.enqueue(message("episode:5"), for: stored.target.id, at: start) { problems.append("a message was queued for a removed target") }
        return problems
    }

    static func concurrentClaims(_ store: any NotificationStore) async throws -> [String] {
        let profile = UUID()
        for index in 0..<4 {
            let stored = try await store.add(target(.webhook, "hook\(index)"), masked: "m", for: profile, at: start)
            for key in 0..<10 { _ = try await store.enqueue(message("episode:\(key)"), for: stored.target.id, at: start) }
        }
        let claimed = try await withThrowingTaskGroup(of: [Int].self) { group in
            for claimant in 0..<8 {
                group.addTask { try await store.claim(dueBy: start, for: nil, claimant: "server-\(claimant)", until: start.addingTimeInterval(60), limit: 7).map(\.id) }
            }
            return try await group.reduce(into: [Int]()) { $0 += $1 }
        }
        var problems: [String] = []
        if claimed.count != 40 { problems.append("eight claimants of 7 claimed \(claimed.count) of 40 messages") }
        if Set(claimed).count != claimed.count { problems.append("\(claimed.count - Set(claimed).count) messages were claimed twice") }
        return problems
    }
}
