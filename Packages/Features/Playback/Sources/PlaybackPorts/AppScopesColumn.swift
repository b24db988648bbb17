import AuthInterface

/// An app's scopes as both databases keep them: `read,scrobble`.
public enum AppScopesColumn {
    /// The column's text for `scopes`.
    public static func text(_ scopes: [TokenScope]) -> String {
        scopes.map(\.rawValue).joined(separator: ",")
    }

    /// The scopes the column's `text` names.
    public static func scopes(_ text: String) -> [TokenScope] {
        text.split(separator: ",").map { TokenScope(rawValue: String($0)) }
    }
}
