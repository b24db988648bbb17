import AuthInterface
import WebServer

extension ServerRequestContext {
    /// The profile of a route behind the token check; a 401 elsewhere.
    public func signedIn() throws(APIError) -> Profile {
        guard let profile else { throw APIError(status: .unauthorized, message: "sign in first: send Authorization: Bearer TOKEN") }
        return profile
    }
}
