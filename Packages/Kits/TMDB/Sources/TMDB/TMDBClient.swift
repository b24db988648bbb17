import Foundation
import Networking

/// Sends GET requests to TMDB with the bearer token, retries 429 and 5xx answers as the
/// Networking kit retries every service's (a bounded number of times, honouring
/// `Retry-After`), and turns every failure into a ``TMDBError`` whose remedy says what to do.
public struct TMDBClient: Sendable {
    let configuration: TMDBConfiguration
    let http: any HTTPClient

    /// A client sending to where `configuration` says, over `http`.
    public init(configuration: TMDBConfiguration, http: any HTTPClient) {
        self.configuration = configuration
        self.http = http
    }

    /// What a request answered: its body, or that the resource does not exist.
    public enum Answer: Sendable {
        case found(Data)
        case notFound
    }

    /// `GET <baseURL>/path?query`.
    public func get(_ path: String, query: [URLQueryItem] = []) async throws(TMDBError) -> Answer {
        let url = makeURL(path, query: query)
        let request = HTTPRequest(
            url: url,
            headers: ["Authorization": "Bearer \(configuration.token)", "Accept": "application/json"],
            timeout: configuration.timeout
        )
        let response: HTTPResponse
        do {
            response = try await http.send(request, retrying: configuration.retry)
        } catch {
            throw Self.unavailable(error, url: url)
        }
        switch response.statusCode {
        case 200..<300:
            return .found(response.body)
        case 404:
            return .notFound
        case 401:
            throw .refused(reason: "TMDB rejected the token (HTTP 401)", remedy: .checkCredential(variable: TMDBConfiguration.tokenVariable))
        default:
            throw .refused(reason: "TMDB refused the request to \(url.absoluteString) (HTTP \(response.statusCode))", remedy: .checkRequest)
        }
    }

    private func makeURL(_ path: String, query: [URLQueryItem]) -> URL {
        let url = configuration.baseURL.appending(path: path)
        guard !query.isEmpty else { return url }
        return url.appending(queryItems: query)
    }

    private static func unavailable(_ error: RetriedRequestError, url: URL) -> TMDBError {
        switch error {
        case .transport(.timedOut(let url, let timeout)):
            .unavailable(reason: "TMDB did not answer \(url.absoluteString) within \(HTTPClientError.seconds(timeout)) s", remedy: .allowLonger)
        case .transport(.unreachable(let url, let reason)):
            .unavailable(reason: "cannot reach \(url.absoluteString) (\(reason))", remedy: .checkNetwork(address: TMDBConfiguration.baseURLVariable))
        case .transport(.transport(let url, let reason)), .transport(.refused(let url, let reason)):
            .unavailable(reason: "the request to \(url.absoluteString) failed (\(reason))", remedy: .tryAgain)
        case .keptFailing(let status, let attempts):
            .unavailable(reason: "TMDB answered HTTP \(status) to \(attempts) attempts at \(url.absoluteString)", remedy: .tryLater(seconds: nil))
        case .asksToWait(let seconds, let status):
            .unavailable(reason: "TMDB is rate-limiting requests and asks to wait \(seconds) s (HTTP \(status))", remedy: .tryLater(seconds: seconds))
        case .cancelled:
            .unavailable(reason: "the request to \(url.absoluteString) was cancelled", remedy: .tryAgain)
        }
    }

    /// Decodes TMDB's JSON, or explains that it is not what TMDB documents.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data, path: String) throws(TMDBError) -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw .invalidResponse(reason: "the answer to \(path) is not TMDB's documented JSON: \(Self.summary(of: error))")
        }
    }

    private static func summary(of error: any Error) -> String {
        switch error as? DecodingError {
        case .dataCorrupted(let context)?: return "malformed JSON at \(pathText(context.codingPath))"
        case .keyNotFound(let key, let context)?: return "missing \"\(key.stringValue)\" at \(pathText(context.codingPath))"
        case .typeMismatch(_, let context)?: return "unexpected type at \(pathText(context.codingPath + []))"
        case .valueNotFound(_, let context)?: return "missing value at \(pathText(context.codingPath))"
        default: return "\(error)"
        }
    }

    private static func pathText(_ path: [any CodingKey]) -> String {
        path.isEmpty ? "the top level" : path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
}
