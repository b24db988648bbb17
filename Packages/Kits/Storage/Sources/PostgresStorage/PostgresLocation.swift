import Foundation

/// Where a PostgreSQL database is and how to sign in to it, read from a URL of the form
/// `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=disable|prefer|require]`.
///
/// Its ``description`` never shows the password, so a location can be logged.
public struct PostgresLocation: Sendable, Equatable, CustomStringConvertible {
    /// Whether the connection is encrypted, as libpq's `sslmode` names it.
    public enum TLSMode: String, Sendable, CaseIterable {
        /// Never: for a server on this machine or a private network.
        case disable
        /// When the server offers it (libpq's default).
        case prefer
        /// Always, and the server's certificate must be valid for its host.
        case require
    }

    /// The server's host name or address.
    public var host: String
    /// The server's port; 5432 unless the URL names another.
    public var port: Int
    /// The role to sign in as.
    public var username: String
    /// Its password, when the server asks for one.
    public var password: String?
    /// The database's name.
    public var database: String
    /// Whether the connection is encrypted.
    public var tls: TLSMode

    /// Creates a location from its parts.
    public init(host: String, port: Int = 5432, username: String, password: String?, database: String, tls: TLSMode = .prefer) {
        self.host = host
        self.port = port
        self.username = username
        self.password = password
        self.database = database
        self.tls = tls
    }

    /// Reads a `postgres://` or `postgresql://` URL.
    /// - Throws: ``PostgresStartError/invalidURL(reason:)`` saying what is wrong with it.
    public init(url text: String) throws(PostgresStartError) {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased() else {
            throw .invalidURL(reason: "it is not a URL; write postgres://USER:PASSWORD@HOST:PORT/DATABASE")
        }
        guard scheme == "postgres" || scheme == "postgresql" else {
            throw .invalidURL(reason: "it starts with \(scheme)://, not postgres://")
        }
        guard let host = components.host, !host.isEmpty else {
            throw .invalidURL(reason: "it names no host; write postgres://USER@HOST/DATABASE")
        }
        guard let username = components.user, !username.isEmpty else {
            throw .invalidURL(reason: "it names no user; write postgres://USER@\(host)/DATABASE")
        }
        let database = String(components.path.drop(while: { $0 == "/" }))
        guard !database.isEmpty, !database.contains("/") else {
            throw .invalidURL(reason: "it names no database; write postgres://\(username)@\(host)/DATABASE")
        }
        var tls = TLSMode.prefer
        for item in components.queryItems ?? [] {
            guard item.name == "sslmode" else {
                throw .invalidURL(reason: "the parameter \(item.name) is not supported; only sslmode is")
            }
            guard let mode = item.value.flatMap(TLSMode.init(rawValue:)) else {
                let modes = TLSMode.allCases.map(\.rawValue).joined(separator: ", ")
                throw .invalidURL(reason: "sslmode must be one of \(modes)")
            }
            tls = mode
        }
        let port = components.port ?? 5432
        guard (1...65535).contains(port) else { throw .invalidURL(reason: "the port \(port) is not between 1 and 65535") }
        self.init(
            host: host, port: port, username: username.removingPercentEncoding ?? username,
            password: components.password.map { $0.removingPercentEncoding ?? $0 }, database: database.removingPercentEncoding ?? database, tls: tls
        )
    }

    /// The URL without its password.
    public var description: String {
        "postgres://\(username)@\(host):\(port)/\(database)?sslmode=\(tls.rawValue)"
    }
}
