import JSONWriting
import PlaybackInterface
import TerminalUI

/// How the apps commands print apps.
enum AppsOutput {
    /// An app as `--json` prints it; `token` only when it was just made.
    struct Document: Encodable {
        let name: String
        let scopes: [String]
        let createdAt: String
        let lastUsedAt: String?
        let token: String?

        init(_ app: AppToken, token: String? = nil) {
            name = app.name
            scopes = app.scopes.map(\.rawValue)
            createdAt = UTCTimestamp.dateTime(app.createdAt)
            lastUsedAt = app.lastUsedAt.map(UTCTimestamp.dateTime)
            self.token = token
        }
    }

    /// `read, scrobble`.
    static func scopes(_ app: AppToken) -> String {
        app.scopes.map(\.rawValue).joined(separator: ", ")
    }

    static func table(_ apps: [AppToken]) -> TextTable {
        TextTable(
            columns: [.init("Name"), .init("Scopes"), .init("Made"), .init("Last used")],
            rows: apps.map { app in
                [app.name, scopes(app), UTCTimestamp.dateTime(app.createdAt), app.lastUsedAt.map(UTCTimestamp.dateTime) ?? "never"]
            }
        )
    }
}
