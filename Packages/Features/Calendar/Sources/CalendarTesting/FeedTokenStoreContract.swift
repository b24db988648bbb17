import CalendarPorts
import Foundation

/// What every ``FeedTokenStore`` must do, as checks that any test target runs on its own
/// store: CalendarAdapters' contract suite runs them on memory, SQLite and PostgreSQL. Each
/// check takes an empty store and returns what went wrong, nothing when it held.
public enum FeedTokenStoreContract {
    /// Every check, by name.
    public static let checks: [(name: String, check: @Sendable (any FeedTokenStore) async throws -> [String])] = [
        ("the first token kept is the profile's, and asking again returns it", firstIsKept),
        ("a replaced token resolves no longer, and the new one does", replacedStops),
        ("profiles have tokens of their own, and each is listed once among those with feeds", profilesApart),
        ("two profiles asking at once each keep one token", concurrentAsks),
    ]

    static let made = Date(timeIntervalSince1970: 1_790_000_000)
    static let later = Date(timeIntervalSince1970: 1_790_086_400)

    static func firstIsKept(_ store: any FeedTokenStore) async throws -> [String] {
        var problems: [String] = []
        let profile = UUID()
        if try await store.profile(holding: "never-made") != nil { problems.append("an unknown token resolves") }
        let first = try await store.token(of: profile, orKeeping: "first-token", at: made)
        if first != FeedToken(token: "first-token", createdAt: made) { problems.append("the first token came back as \(first)") }
        let again = try await store.token(of: profile, orKeeping: "second-token", at: later)
        if again != first { problems.append("asking again returned \(again), not the token kept") }
        if try await store.profile(holding: "first-token") != profile { problems.append("the kept token does not resolve to its profile") }
        if try await store.profile(holding: "second-token") != nil { problems.append("a token offered after the first resolves") }
        return problems
    }

    static func replacedStops(_ store: any FeedTokenStore) async throws -> [String] {
        var problems: [String] = []
        let profile = UUID()
        _ = try await store.token(of: profile, orKeeping: "old-token", at: made)
        let new = try await store.replaceToken(of: profile, with: "new-token", at: later)
        if new != FeedToken(token: "new-token", createdAt: later) { problems.append("the replacement came back as \(new)") }
        if try await store.profile(holding: "old-token") != nil { problems.append("the replaced token still resolves") }
        if try await store.profile(holding: "new-token") != profile { problems.append("the new token does not resolve") }
        if try await store.token(of: profile, orKeeping: "other", at: made) != new { problems.append("asking after a replacement did not return it") }
        let fresh = UUID()
        if try await store.replaceToken(of: fresh, with: "fresh-token", at: made).token != "fresh-token" { problems.append("replacing where none was kept failed") }
        return problems
    }

    static func profilesApart(_ store: any FeedTokenStore) async throws -> [String] {
        var problems: [String] = []
        let (ada, bob) = (UUID(), UUID())
        _ = try await store.token(of: ada, orKeeping: "ada-token", at: made)
        _ = try await store.token(of: bob, orKeeping: "bob-token", at: made)
        _ = try await store.replaceToken(of: ada, with: "ada-new", at: later)
        if try await store.profile(holding: "bob-token") != bob { problems.append("replacing one profile's token touched another's") }
        if try await store.profile(holding: "ada-new") != ada { problems.append("the replaced token resolves to \(String(describing: try await store.profile(holding: "ada-new")))") }
        let listed = try await store.profilesWithFeeds()
        let holders = Set(listed)
        if !holders.isSuperset(of: [ada, bob]) || listed.count != holders.count {
            problems.append("the profiles with feeds were \(holders), without each of the two once")
        }
        return problems
    }

    static func concurrentAsks(_ store: any FeedTokenStore) async throws -> [String] {
        let profile = UUID()
        let kept = try await withThrowingTaskGroup(of: FeedToken.self) { group in
            for index in 0..<8 {
                group.addTask { try await store.token(of: profile, orKeeping: "token-\(index)", at: made) }
            }
            return try await group.reduce(into: Set<FeedToken>()) { $0.insert($1) }
        }
        return kept.count == 1 ? [] : ["eight asks at once kept \(kept.count) tokens"]
    }
}
