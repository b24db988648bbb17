import AuthInterface
import Foundation
import ScrobblingInterface
import ScrobblingPorts
import Synchronization
import WatchlistInterface

/// A ``HookRepository`` in memory, for tests and the Scrobbling dev app.
public final class InMemoryHookRepository: HookRepository {
    private struct State {
        var hooks: [(hook: Hook, profile: Profile.ID, secretHash: Data)] = []
        var logs: [Int: [HookEvent]] = [:]
        var inbox: [(item: InboxItem, profile: Profile.ID)] = []
        var lastID = 0
    }

    private let state = Mutex(State())

    /// Creates an empty repository.
    public init() {}

    public func create(_ server: MediaServer, mediaUser: String?, secretHash: Data, createdAt: Date, for profile: Profile.ID) -> StoredHook {
        state.withLock { state in
            state.lastID += 1
            let hook = Hook(id: state.lastID, server: server, mediaUser: mediaUser, createdAt: createdAt, lastEvent: nil)
            state.hooks.append((hook, profile, secretHash))
            return StoredHook(hook: hook, profile: profile)
        }
    }

    public func hook(secretHash: Data) -> StoredHook? {
        state.withLock { state in
            state.hooks.first { $0.secretHash == secretHash }.map { StoredHook(hook: Self.withLast($0.hook, state), profile: $0.profile) }
        }
    }

    public func hooks(for profile: Profile.ID) -> [Hook] {
        state.withLock { state in state.hooks.filter { $0.profile == profile }.map { Self.withLast($0.hook, state) } }
    }

    public func revoke(_ id: Int, for profile: Profile.ID) -> Bool {
        state.withLock { state in
            guard let index = state.hooks.firstIndex(where: { $0.hook.id == id && $0.profile == profile }) else { return false }
            state.hooks.remove(at: index)
            state.logs[id] = nil
            return true
        }
    }

    public func log(_ event: HookEvent, hook id: Int) {
        state.withLock { state in
            guard state.hooks.contains(where: { $0.hook.id == id }) else { return }
            state.logs[id, default: []].append(event)
            if state.logs[id, default: []].count > Self.logLength { state.logs[id]?.removeFirst() }
        }
    }

    public func events(of id: Int, for profile: Profile.ID) -> [HookEvent]? {
        state.withLock { state in
            guard state.hooks.contains(where: { $0.hook.id == id && $0.profile == profile }) else { return nil }
            return state.logs[id, default: []].reversed()
        }
    }

    public func addToInbox(_ item: NewInboxItem, for profile: Profile.ID) -> Int {
        state.withLock { state in
            state.lastID += 1
            state.inbox.append((InboxItem(
                number: state.lastID, hookID: item.hookID, player: item.player, subject: item.subject, playedAt: item.playedAt, rating: item.rating, eventID: item.eventID
            ), profile))
            return state.lastID
        }
    }

    public func inbox(for profile: Profile.ID) -> [InboxItem] {
        state.withLock { state in state.inbox.filter { $0.profile == profile }.map(\.item) }
    }

    public func removeFromInbox(_ number: Int, for profile: Profile.ID) -> Bool {
        state.withLock { state in
            guard let index = state.inbox.firstIndex(where: { $0.item.number == number && $0.profile == profile }) else { return false }
            state.inbox.remove(at: index)
            return true
        }
    }

    private static func withLast(_ hook: Hook, _ state: State) -> Hook {
        Hook(id: hook.id, server: hook.server, mediaUser: hook.mediaUser, createdAt: hook.createdAt, lastEvent: state.logs[hook.id]?.last)
    }
}
