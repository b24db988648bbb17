import Foundation
import WatchlistInterface

/// A user of a media server whose play history is read, and how to reach it.
public struct MediaServerAccount: Sendable {
    /// Which server it is.
    public let server: MediaServer
    /// Its address, such as `http://192.168.1.20:8096`.
    public let address: URL
    /// The user's name on it.
    public let user: String
    /// The server's API token (an API key of Jellyfin or Emby, a Plex token).
    public let token: String

    /// Creates one.
    public init(server: MediaServer, address: URL, user: String, token: String) {
        self.server = server
        self.address = address
        self.user = user
        self.token = token
    }
}

/// Reads what a user of a media server has played, as an export of another service reads:
/// films and episodes with their ids and the days they were played, for the import to match.
public protocol PlayHistoryReading: Sendable {
    /// The account's plays, read a page at a time; `progress` hears the items read so far and
    /// how many the server said there are.
    /// - Throws: ``PlayHistoryError``; nothing has been imported then.
    func history(of account: MediaServerAccount, progress: @escaping @Sendable (Int, Int) -> Void) async throws(PlayHistoryError) -> ServiceHistory
}

/// Why a media server's play history could not be read.
public enum PlayHistoryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The server refused the token (HTTP 401 or 403).
    case refused(server: String, status: Int)
    /// No user of the server has this name; `known` are those it has.
    case unknownUser(server: String, name: String, known: [String])
    /// The server did not answer, or not in time.
    case unreachable(server: String, reason: String)
    /// The server answered something other than its API's documents.
    case garbled(server: String, reason: String)
    /// The server keeps no history to read (the generic format is no server).
    case noHistory(server: String)
    /// Reading took more requests or more time than the reader allows (`limit` says which).
    case tooLong(server: String, limit: String)

    public var description: String {
        switch self {
        case .refused(let server, let status): "\(server) refused the token (HTTP \(status)); make a new API key or token on the server and try again"
        case .unknownUser(let server, let name, let known):
            "\(server) has no user named \(name)" + (known.isEmpty ? "" : "; its users are \(known.joined(separator: ", "))")
        case .unreachable(let server, let reason): "\(server) could not be reached: \(reason); check the address and that the server is running"
        case .garbled(let server, let reason): "\(server) answered something that is not its API's: \(reason)"
        case .noHistory(let server): "\(server) keeps no history to read; only Jellyfin, Plex and Emby do"
        case .tooLong(let server, let limit):
            "\(server)'s history is longer than one reading here may take (\(limit)); read it from your own machine with the command line's backfill, which sends it here once logged in to this server"
        }
    }
}
