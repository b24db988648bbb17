import CalendarInterface
import Foundation
import Networking
import TMDB

/// TMDB's client as the calendar's sources use it: each answer's body, nil for 404, and every
/// failure a `CalendarError.sourceUnavailable` with the remedy TMDB's error suggests.
struct TMDBRequests: Sendable {
    private let client: TMDBClient

    /// Requests where `configuration` says, over `http`.
    init(configuration: TMDBConfiguration, http: any HTTPClient) {
        client = TMDBClient(configuration: configuration, http: http)
    }

    /// `GET <baseURL>/path?query`: the body, or nil when TMDB does not know it.
    func get(_ path: String, query: [URLQueryItem] = []) async throws(CalendarError) -> Data? {
        do {
            switch try await client.get(path, query: query) {
            case .found(let data): return data
            case .notFound: return nil
            }
        } catch {
            throw Self.calendarError(error)
        }
    }

    /// `data` as TMDB's documented JSON of `type`, the answer to `path`.
    func decode<T: Decodable>(_ type: T.Type, from data: Data, path: String) throws(CalendarError) -> T {
        do {
            return try client.decode(type, from: data, path: path)
        } catch {
            throw Self.calendarError(error)
        }
    }

    /// TMDB's error as the calendar's, with the remedy it suggests.
    static func calendarError(_ error: TMDBError) -> CalendarError {
        let remedy: CalendarError.Remedy = switch error.remedy {
        case .tryLater(let seconds)?: .tryLater(seconds: seconds)
        case .allowLonger?: .allowLonger
        case .checkNetwork(let variable)?: .checkAddress(variable: variable)
        case .checkCredential(let variable)?: .checkToken(variable: variable)
        case .tryAgain?, .checkRequest?, nil: .tryLater(seconds: nil)
        }
        return .sourceUnavailable(error.description, remedy: remedy)
    }
}
