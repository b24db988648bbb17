import Foundation
import ListsInterface
import Hummingbird
import ReadCache
import WebUI

/// What the public addresses answer (a public page, a list on it, a shared list, their
/// feeds), kept in the server's read cache as they are sent, so that a page or a feed that
/// many read is made once until its list changes, not once a request.
///
/// Each answer is kept under its owner, so it is forgotten with what its owner changes: its
/// lists (``forgetting(_:)``, which the server's service does after every write), and its
/// films and viewings, which a rule-based list is made from (the Watchlist feature's writes
/// forget the owner's list). Which owner a path or a token leads to, and the public pages
/// themselves, are kept under ``holders``, which every write to anyone's lists forgets. Other
/// servers on the same storage hear of each write through the cache's channel; nothing is
/// kept longer than the cache's `maximumAge`.
struct PublicAnswers: Sendable {
    /// The cache's scope of where the public addresses lead: no profile has this id.
    static let holders = UUID(uuid: (0x6C, 0x69, 0x73, 0x74, 0x73, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, 0x68))

    /// What a write to `profile`'s lists makes stale.
    static func forgetting(_ profile: UUID) -> [CacheInvalidation] { [.list(owner: profile), .list(owner: holders)] }

    let shared: any SharedLists
    /// The server's read cache; nil keeps nothing.
    let cache: ReadCache?

    /// Whose list a share's `token` reads, kept.
    private struct Holder: Sendable {
        let owner: UUID?
    }

    /// What `make` makes of the list shared as `token`, kept under its owner by `key`; nil when
    /// no list is shared so.
    func shared<Value: Sendable>(token: String, key: String, bytes: @escaping (Value) -> Int, make: @escaping @Sendable (SharedList) throws -> Value) async throws -> Value? {
        try await kept(holder: "share:\(token)", key: "lists-share:\(token):\(key)", bytes: bytes) { try await shared.list(sharedAs: token) } make: { try make($0) }
    }

    /// What `make` makes of the list `name` shown on the page at `path`, kept under its owner
    /// by `key`; nil when the page shows no such list.
    func onPage<Value: Sendable>(
        _ path: String, named name: String, key: String, bytes: @escaping (Value) -> Int, make: @escaping @Sendable (SharedList) throws -> Value
    ) async throws -> Value? {
        let list = "\(path.lowercased())/\(name.lowercased())"
        return try await kept(holder: "page-list:\(list)", key: "lists-page:\(list):\(key)", bytes: bytes) {
            try await shared.list(onPage: path, named: name)
        } make: { try make($0) }
    }

    /// What `make` makes of the public page at `path`, kept by `key`; nil when none is open
    /// there. A page shows its lists' names and counts, which only writes to lists change.
    func page(_ path: String, key: String, make: @escaping @Sendable (PublicPage) throws -> Page) async throws -> Page? {
        guard let cache else { return try await shared.page(at: path).map(make) }
        return try await cache.pageValue(of: Self.holders, key: "people:\(path.lowercased()):\(key)", bytes: { $0?.body.text.utf8.count ?? 64 }) {
            try await shared.page(at: path).map(make)
        }
    }

    /// The value kept under the owner of the list that `holder` names (found by `find`), by
    /// `key`: made by `make` from the list as `find` reads it now.
    private func kept<Value: Sendable>(
        holder: String, key: String, bytes: @escaping (Value) -> Int, find: @escaping @Sendable () async throws -> SharedList?,
        make: @escaping @Sendable (SharedList) throws -> Value
    ) async throws -> Value? {
        guard let cache else { return try await find().map(make) }
        let owner = try await cache.pageValue(of: Self.holders, key: holder, bytes: { _ in holder.utf8.count + 64 }) { Holder(owner: try await find()?.owner) }.owner
        guard let owner else { return nil }
        return try await cache.pageValue(of: owner, key: key, bytes: { $0.map(bytes) ?? 64 }) { try await find().map(make) }
    }
}

/// A feed as it is sent: its content type and bytes.
struct FeedAnswer: Sendable {
    let contentType: String
    let body: ByteBuffer
}
