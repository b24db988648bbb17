import Artwork
import AuthCrypto
import AuthPorts
import Foundation
import Hummingbird
import HummingbirdTesting
import Injection
import Logging
import Networking
import ReadCache
@testable import ServerApp

/// `watchlist-server`'s composition root on an SQLite file in a temporary directory, or on a
/// PostgreSQL URL, served on 127.0.0.1 and a free port by HummingbirdTesting's live mode:
/// real HTTP, in-process.
public struct ServerFixture: Sendable {
    /// Where its files are.
    public let directory = FileManager.default.temporaryDirectory.appending(path: "server-\(UUID().uuidString)")
    /// The server's clock.
    public let clock = ManualClock()
    let root: ServerRoot

    /// A server on `postgres`, or else on `sqliteFile`, or else on a file of its own, with the
    /// features' `options` as its command line would give them (a token lives an hour unless
    /// they say). With `posters`, it keeps posters in its directory, fetched from where
    /// `environment` says. Users' addresses may lead where `outbound` allows.
    public init(
        options: [String] = [], postgres: String? = nil, sqliteFile: URL? = nil, environment: [String: String] = [:], posters: Bool = false,
        outbound: OutboundPolicy = .publicOnly
    ) throws {
        let file = sqliteFile ?? directory.appending(path: "server.sqlite")
        // A token lives an hour and anyone may sign up, unless the test's options say otherwise.
        var defaults = options.contains("--token-lifetime") ? [] : ["--token-lifetime", "3600"]
        if !options.contains("--signups") { defaults += ["--signups", "open"] }
        let features = try FeatureOptions.parse(options + defaults)
        let configuration = try ServerConfiguration(
            host: "127.0.0.1", port: 0, database: postgres == nil ? file.path : nil,
            postgres: postgres, environment: environment, homeDirectory: directory, features: features.settings,
            images: posters ? ImageCache(directory: directory.appending(path: "images"), maximumBytes: 64 * 1024 * 1024) : nil, outbound: outbound
        )
        var logger = Logger(label: "watchlist-server-test")
        logger.logLevel = .warning
        let clock = clock
        // Passwords hashed with 1,000 iterations, not 600,000: the same PBKDF2, where the
        // server's took a sixth of the root tests' time (perf, 2026-12-03). The binaries that
        // the end-to-end tests run keep the server's own.
        root = ServerRoot(configuration: configuration, logger: logger, clock: { clock.now() }) { container in
            container.register((any PasswordHasher).self, instance: PBKDF2PasswordHasher(iterations: 1_000))
        }
    }

    /// Removes its files.
    public func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs `body` against the server listening.
    public func withServer<T: Sendable>(_ body: @Sendable (API) async throws -> T) async throws -> T {
        defer { remove() }
        return try await withServerKeepingFiles(body)
    }

    /// Like ``withServer(_:)``, leaving the files for the test to read; it calls ``remove()``.
    public func withServerKeepingFiles<T: Sendable>(_ body: @Sendable (API) async throws -> T) async throws -> T {
        let server = try await root.buildApplication()
        return try await server.application.test(.live) { client in try await body(API(client: client, cache: server.cache, artwork: server.artwork)) }
    }

    /// Runs `body` with the features' container on the server's storage, as the server's
    /// administration commands do: how a test makes what only an operator can.
    public func withFeatures(_ body: (Container) async throws -> Void) async throws {
        try await root.withFeatures(body)
    }

    /// Builds the server without serving it, as its start does: what a test of a refused
    /// configuration calls, to read the error.
    public func build() async throws {
        _ = try await root.buildApplication()
    }
}
