import WebServer

/// Seeds the list and serves the pages until Ctrl-C or SIGTERM.
struct WebDevServer: Sendable {
    let root: WatchlistWebDevRoot

    func run() async throws {
        try await root.seed()
        let options = root.options
        let application = try await root.buildApplication { port in
            DevSite.announce("watchlist-web-dev: the Watchlist pages at http://\(options.host):\(port)/list (Ctrl-C stops)")
        }
        try await DevSite.run(application, host: options.host, port: options.port)
    }
}
