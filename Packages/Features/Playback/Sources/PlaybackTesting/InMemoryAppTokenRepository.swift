import Foundation
import PlaybackInterface
import PlaybackPorts
import Synchronization

/// ``AppTokenRepository`` in memory, for tests and the dev app.
public final class InMemoryAppTokenRepository: AppTokenRepository {
    private let tokens = Mutex<[StoredAppToken]>([])

    /// An empty repository.
    public init() {}

    public func apps(of profile: UUID) -> [AppToken] {
        tokens.withLock { $0.filter { $0.profile == profile }.map(\.app).sorted { $0.name < $1.name } }
    }

    public func insert(_ token: StoredAppToken) throws {
        try tokens.withLock { tokens in
            guard !tokens.contains(where: { $0.profile == token.profile && $0.app.name == token.app.name }) else {
                throw PlaybackError.nameTaken(token.app.name)
            }
            tokens.append(token)
        }
    }

    public func delete(named name: String, of profile: UUID) -> Bool {
        tokens.withLock { tokens in
            let before = tokens.count
            tokens.removeAll { $0.profile == profile && $0.app.name == name }
            return tokens.count < before
        }
    }

    public func token(hashed hash: Data) -> StoredAppToken? {
        tokens.withLock { $0.first { $0.hash == hash } }
    }

    public func markUsed(hashed hash: Data, at date: Date) {
        tokens.withLock { tokens in
            guard let index = tokens.firstIndex(where: { $0.hash == hash }) else { return }
            let app = tokens[index].app
            tokens[index] = StoredAppToken(
                app: AppToken(name: app.name, scopes: app.scopes, createdAt: app.createdAt, lastUsedAt: date), profile: tokens[index].profile, hash: hash
            )
        }
    }
}
