// The composition root of `watchlist-server`, and its only one: every dependency its commands,
// routes and pages use is made from the features it lists (ServerFeatures.swift, which
// scripts/feature-list writes), on the storage, cache, clock, catalog and options it chose
// from a `ServerConfiguration`. It names no feature, nor any feature's services, routes,
// pages, errors or commands.
import APIContract
import APIRouting
import Artwork
import Foundation
import Hummingbird
import Injection
import Logging
import Networking
import ReadCache
import ServerComposition
import WebServer
import WebUI

/// Builds `watchlist-server`'s object graph (the Composition Root pattern, for a server): every
/// listed feature registers what it offers the others in one container, then makes its routes
/// and pages from it, on shared storage (``ServerStorage``: SQLite or PostgreSQL). The entry
/// point calls ``buildApplication(onListening:)`` directly.
struct ServerRoot: Sendable {
    let configuration: ServerConfiguration
    let logger: Logger
    let clock: @Sendable () -> Date
    /// Registrations made over the features' own, last: none in the server; a test's server
    /// replaces a service with the same one made cheaper (fewer iterations of a hash).
    let overrides: @Sendable (Container) -> Void

    init(
        configuration: ServerConfiguration, logger: Logger, clock: @escaping @Sendable () -> Date = { Date() },
        overrides: @escaping @Sendable (Container) -> Void = { _ in }
    ) {
        self.configuration = configuration
        self.logger = logger
        self.clock = clock
        self.overrides = overrides
    }

    /// Every feature of the server, in Package.swift's order: those that own the extension
    /// points first.
    static var features: [any ServerFeature.Type] {
        ServerFeatures.all
    }

    /// Builds the application in the shape of hummingbird-examples' `buildApplication`: opens
    /// the configured storage (migrated, so that a bad file or an unreachable PostgreSQL stops
    /// the start, not a request), has every feature register on it, makes their routes and
    /// pages on one router (a catalog that cannot be opened, or a feature's option that cannot
    /// be taken, stops the start here too), and gives the application the services that run
    /// beside the HTTP server: the storage's (PostgreSQL's pool), the read cache and the
    /// features' background tasks. Running the application runs them all; a graceful shutdown
    /// stops the HTTP server first, once the requests in flight are answered, and the pool
    /// last. `onListening` hears the port.
    func buildApplication(onListening: @escaping @Sendable (Int) async -> Void = { _ in }) async throws -> ServerApplication {
        let catalog = try catalog()
        let storage = try await ServerStorage.open(configuration.storage, logger: logger)
        let cache = ReadCache(channel: storage.invalidations, now: clock)
        let artwork = try artwork()
        let host = host(cache: cache, catalog: catalog, posters: artwork ?? PlaceholderPosters())
        let container = container(storage, host: host)
        let parts = try Self.features.map { try $0.parts(from: container, host: host) }
        let assembly = try ServerAssembly(features: Self.features, container: container, parts: parts, secureCookies: configuration.secureCookies, images: artwork)
        let backups = configuration.backups.map { ScheduledBackups(schedule: $0, storage: configuration.storage, record: BackupRecord(everyHours: $0.everyHours), logger: logger, clock: clock) }
        let router = ServerRouter.router(
            accounts: assembly.accounts, routes: assembly.routes, errors: assembly.errors, cache: cache, document: assembly.document, site: assembly.site,
            health: { HealthDocument(status: "ok", backup: backups?.record.health) }
        )
        let application = Application(
            router: router,
            configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port), serverName: "watchlist-server"),
            services: storage.services + [cache] + parts.flatMap(\.tasks).map { BackgroundService(task: $0, logger: logger) } + (backups.map { [$0] } ?? []),
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? 0) },
            logger: logger
        )
        return ServerApplication(application: application, cache: cache, artwork: artwork)
    }

    /// Runs `body` with every feature registered on the configured storage, open while it
    /// runs, without serving: for a feature's command.
    func withFeatures(_ body: (Container) async throws -> Void) async throws {
        let storage = try await ServerStorage.open(configuration.storage, logger: logger)
        let container = container(storage, host: host(cache: ReadCache(channel: storage.invalidations, now: clock), catalog: try catalog()))
        try await storage.whileOpen { try await body(container) }
    }

    /// The posters' store in `--image-cache`, on the sources the environment chooses (TVmaze,
    /// and TMDB with its token); `nil` for `--image-cache none`. Failures to fetch are logged
    /// as warnings, and the page keeps the placeholder.
    /// - Throws: `ArtworkStoreError` when the directory cannot be used, `BaseAddressError` for
    ///   a base address that is not http or https.
    private func artwork() throws -> ArtworkStore? {
        guard let images = configuration.images else { return nil }
        let logger = logger
        return try ArtworkStore(
            directory: images.directory, sources: try ArtworkSources.from(environment: configuration.environment, http: CurlHTTPClient()),
            limits: ArtworkStore.Limits(maximumBytes: images.maximumBytes), now: clock, report: { logger.warning("\($0)") }
        )
    }

    /// What every feature is made on.
    private func host(cache: ReadCache, catalog: ServerHost.Catalog, posters: any Posters = PlaceholderPosters()) -> ServerHost {
        ServerHost(
            cache: cache, now: clock, catalog: catalog, options: configuration.features,
            environment: configuration.environment, posters: posters, outbound: configuration.outbound
        )
    }

    /// The container with every feature's repositories on `storage`, then every feature
    /// registered on `host`, then the overrides: what one offers, the others resolve.
    private func container(_ storage: ServerStorage, host: ServerHost) -> Container {
        let container = Container()
        storage.register(in: container)
        for feature in Self.features {
            feature.register(in: container, host: host)
        }
        overrides(container)
        return container
    }

    /// The IMDb catalog when `--catalog` names one, else the embedded catalog.
    /// - Throws: ``ServerStartError/noCatalog(path:)`` when `--catalog` names no file.
    private func catalog() throws -> ServerHost.Catalog {
        guard let path = configuration.catalogPath else { return .embedded }
        guard FileManager.default.fileExists(atPath: path) else { throw ServerStartError.noCatalog(path: path) }
        return .imdb(path: path)
    }
}

/// What ``ServerRoot/buildApplication(onListening:)`` builds: the application to run, and
/// its read cache, which tests wait on to listen before they write from another server.
struct ServerApplication: Sendable {
    let application: Application<RouterResponder<ServerRequestContext>>
    let cache: ReadCache
    /// The posters' store, if `--image-cache` keeps one.
    let artwork: ArtworkStore?
}
