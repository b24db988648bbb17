import Foundation
import Hummingbird
import Logging
import NIOCore

/// Runs the application the composition root built until SIGTERM or SIGINT, turning the
/// failures of a start (the port, the address) into ``ServerStartError``s.
struct ServerRunner: Sendable {
    let root: CompositionRoot

    func run() async throws {
        let configuration = root.configuration
        let logger = root.logger
        let server = try await root.buildApplication { port in
            logger.info("listening", metadata: ["address": "http://\(configuration.host):\(port)", "storage": "\(configuration.storage)"])
        }
        do {
            try await server.application.runService()
        } catch let error as IOError where error.errnoCode == EADDRINUSE {
            throw ServerStartError.addressInUse(host: configuration.host, port: configuration.port)
        } catch let error as IOError where error.errnoCode == EADDRNOTAVAIL {
            throw ServerStartError.addressUnavailable(host: configuration.host)
        }
        logger.info("stopped")
    }
}

/// Why the server did not start.
enum ServerStartError: Error, Equatable, CustomStringConvertible {
    case addressInUse(host: String, port: Int)
    case addressUnavailable(host: String)
    /// `--catalog` names no file.
    case noCatalog(path: String)

    var description: String {
        switch self {
        case .noCatalog(let path): "there is no catalog at \(path)"
        case .addressInUse(let host, let port): "\(host):\(port) is in use by another program"
        case .addressUnavailable(let host): "\(host) is not an address of this machine"
        }
    }
}
