import Foundation
import Hummingbird
import NIOCore

/// Seeds the list and serves the pages until Ctrl-C or SIGTERM.
struct WebDevServer: Sendable {
    let root: WatchlistWebDevRoot

    func run() async throws {
        try await root.seed()
        let options = root.options
        let application = try await root.buildApplication { port in
            // Written at once, not buffered: a script waits for this line.
            FileHandle.standardOutput.write(Data("watchlist-web-dev: the Watchlist pages at http://\(options.host):\(port)/list (Ctrl-C stops)\n".utf8))
        }
        do {
            try await application.runService()
        } catch let error as IOError where error.errnoCode == EADDRINUSE {
            throw WebDevStartError.addressInUse(host: options.host, port: options.port)
        }
    }
}

/// Why the dev app did not start.
enum WebDevStartError: Error, Equatable, CustomStringConvertible {
    case addressInUse(host: String, port: Int)

    var description: String {
        switch self {
        case .addressInUse(let host, let port): "\(host):\(port) is in use by another program; choose another port with --port"
        }
    }
}
