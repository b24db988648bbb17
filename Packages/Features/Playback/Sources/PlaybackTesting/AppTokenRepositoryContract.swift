import AuthInterface
import Foundation
import PlaybackInterface
import PlaybackPorts

/// What every ``AppTokenRepository`` must do, as checks that any test target runs on its own
/// repository: PlaybackAdapters' contract suite runs them on memory, SQLite and PostgreSQL.
/// Each check takes an empty repository and returns what went wrong, nothing when it held.
public enum AppTokenRepositoryContract {
    /// Every check, by name.
    public static let checks: [(name: String, check: @Sendable (any AppTokenRepository) async throws -> [String])] = [
        ("an empty repository has no apps", emptyHasNoApps),
        ("apps come back by name, with their scopes and times to the second", appsComeBackWhole),
        ("a token is found by its hash, and by nothing else", tokensAreFoundByHash),
        ("a name is taken once a profile, and other profiles may use it", namesAreEachProfiles),
        ("deleting an app ends its token, and only its own", deletingEndsTheToken),
        ("marking a token used keeps when", markingUsedKeepsWhen),
    ]

    static let profile = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xA1))
    static let other = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xB2))
    static let made = Date(timeIntervalSince1970: 1_790_000_000)

    static func stored(_ name: String, _ scopes: [TokenScope] = [.scrobble], profile: UUID = profile, hash: UInt8 = 1) -> StoredAppToken {
        StoredAppToken(app: AppToken(name: name, scopes: scopes, createdAt: made), profile: profile, hash: Data(repeating: hash, count: 32))
    }

    static func emptyHasNoApps(_ repository: any AppTokenRepository) async throws -> [String] {
        var problems: [String] = []
        if try await !repository.apps(of: profile).isEmpty { problems.append("expected no apps") }
        if try await repository.token(hashed: Data(repeating: 1, count: 32)) != nil { problems.append("found a token in an empty repository") }
        if try await repository.delete(named: "Kodi", of: profile) { problems.append("deleting an unknown app answered true") }
        return problems
    }

    static func appsComeBackWhole(_ repository: any AppTokenRepository) async throws -> [String] {
        let kodi = stored("Kodi ünïcode 'quoted'", [.scrobble, .read], hash: 1)
        let mpv = stored("mpv", [.read, .write, .scrobble], hash: 2)
        try await repository.insert(mpv)
        try await repository.insert(kodi)
        let apps = try await repository.apps(of: profile)
        return apps == [kodi.app, mpv.app] ? [] : ["expected [\(kodi.app), \(mpv.app)], found \(apps)"]
    }

    static func tokensAreFoundByHash(_ repository: any AppTokenRepository) async throws -> [String] {
        let kodi = stored("Kodi", hash: 7)
        try await repository.insert(kodi)
        var problems: [String] = []
        let found = try await repository.token(hashed: kodi.hash)
        if found != kodi { problems.append("by its hash: \(String(describing: found))") }
        if try await repository.token(hashed: Data(repeating: 8, count: 32)) != nil { problems.append("another hash found it") }
        return problems
    }

    static func namesAreEachProfiles(_ repository: any AppTokenRepository) async throws -> [String] {
        try await repository.insert(stored("Kodi", hash: 1))
        var problems: [String] = []
        do {
            try await repository.insert(stored("Kodi", hash: 2))
            problems.append("a second app named Kodi was kept")
        } catch PlaybackError.nameTaken(let name) {
            if name != "Kodi" { problems.append("the error named \(name)") }
        }
        try await repository.insert(stored("Kodi", profile: other, hash: 3))
        if try await repository.apps(of: other).map(\.name) != ["Kodi"] { problems.append("another profile cannot use the name") }
        if try await repository.apps(of: profile).count != 1 { problems.append("the profile sees another's app") }
        return problems
    }

    static func deletingEndsTheToken(_ repository: any AppTokenRepository) async throws -> [String] {
        let kodi = stored("Kodi", hash: 1), theirs = stored("Kodi", profile: other, hash: 2)
        try await repository.insert(kodi)
        try await repository.insert(theirs)
        var problems: [String] = []
        if try await !repository.delete(named: "Kodi", of: profile) { problems.append("deleting answered false") }
        if try await repository.token(hashed: kodi.hash) != nil { problems.append("the deleted app's token is still found") }
        if try await repository.token(hashed: theirs.hash) != theirs { problems.append("another profile's app went too") }
        return problems
    }

    static func markingUsedKeepsWhen(_ repository: any AppTokenRepository) async throws -> [String] {
        let kodi = stored("Kodi", hash: 1)
        try await repository.insert(kodi)
        let used = made.addingTimeInterval(3_600)
        try await repository.markUsed(hashed: kodi.hash, at: used)
        let found = try await repository.token(hashed: kodi.hash)?.app.lastUsedAt
        let listed = try await repository.apps(of: profile).first?.lastUsedAt
        return found == used && listed == used ? [] : ["expected last used \(used), found \(String(describing: found)) and \(String(describing: listed))"]
    }
}
