import AuthInterface
import Hummingbird
import NIOCore

/// A request's context, for the API's routes and the web page's alike: Hummingbird's own, the
/// profile a bearer token signs in (once the API's token check has run), and the client's address.
public struct ServerRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The signed-in profile; set for every API route behind the token check.
    public var profile: Profile?
    /// The token presented, for log-out.
    public var token: String?
    /// The client's IP address, for throttling log-ins; `unknown` when the channel has none.
    public let clientAddress: String

    public init(source: Source) {
        coreContext = CoreRequestContextStorage(source: source)
        clientAddress = source.channel.remoteAddress?.ipAddress ?? "unknown"
    }

    /// Request bodies are small JSON documents.
    public var maxUploadSize: Int { 64 * 1024 }
}
