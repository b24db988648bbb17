import AuthInterface
import Hummingbird
import NIOCore

/// A request's context: Hummingbird's own, and the profile its bearer token signs in, once
/// ``BearerTokenMiddleware`` has checked it.
public struct APIRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The signed-in profile; set for every route behind ``BearerTokenMiddleware``.
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

    /// The profile of a route behind the middleware.
    func signedIn() throws -> Profile {
        guard let profile else { throw APIError(status: .unauthorized, message: "sign in first: send Authorization: Bearer TOKEN") }
        return profile
    }
}
