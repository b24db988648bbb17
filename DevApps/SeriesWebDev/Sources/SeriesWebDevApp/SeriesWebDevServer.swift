import WebServer

/// Seeds the follows and serves the pages until Ctrl-C or SIGTERM.
struct SeriesWebDevServer: Sendable {
    let root: SeriesWebDevRoot

    func run() async throws {
        try await root.seed()
        let options = root.options
        let application = try await root.buildApplication { port in
            DevSite.announce("series-web-dev: the Series pages at http://\(options.host):\(port)/series (Ctrl-C stops)")
        }
        try await DevSite.run(application, host: options.host, port: options.port)
    }
}
