import PlaybackInterface
import WebServer

/// How the API answers the feature's errors: an app's name or scopes, or an event, the client
/// must change (400), a name taken or a profile with its most apps (409), an app it does not
/// have (404).
public struct PlaybackHTTPErrors: HTTPErrorMapping {
    /// The mapping.
    public init() {}

    public func answer(to error: any Error) -> HTTPErrorAnswer? {
        switch error {
        case PlaybackError.nameTaken, PlaybackError.tooManyApps: HTTPErrorAnswer(.conflict)
        case PlaybackError.unknownApp: HTTPErrorAnswer(.notFound)
        case is PlaybackError, is PlaybackEventError: HTTPErrorAnswer(.badRequest)
        default: nil
        }
    }
}
