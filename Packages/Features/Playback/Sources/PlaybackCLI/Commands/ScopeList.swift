import AuthInterface
import PlaybackInterface

/// Scopes as people type them: `read,scrobble`, or several lists (`--scope read --scope write`).
enum ScopeList {
    /// The scopes that `lists` name, comma-separated, in any case, each once.
    /// - Throws: ``PlaybackError/unknownScope(_:)`` for a word that is not a scope an app may
    ///   have, ``PlaybackError/noScopes`` when they name none.
    static func parse(_ lists: [String]) throws(PlaybackError) -> [TokenScope] {
        var scopes: [TokenScope] = []
        for word in lists.flatMap({ $0.split(separator: ",") }) {
            let name = word.trimmingCharacters(in: .whitespaces).lowercased()
            guard !name.isEmpty else { continue }
            let scope = TokenScope(rawValue: name)
            guard PlaybackError.grantableScopes.contains(scope) else { throw .unknownScope(String(word)) }
            if !scopes.contains(scope) { scopes.append(scope) }
        }
        guard !scopes.isEmpty else { throw .noScopes }
        return scopes
    }
}
