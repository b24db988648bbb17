import Foundation
import Networking

/// Sends GET requests to TMDB with the bearer token, retries 429 and 5xx answers a bounded
/// number of times (honouring `Retry-After`), and turns every failure into a ``TMDBError``
/// whose remedy says what to do.
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
        var backoff = configuration.initialBackoff
        for attempt in 1...configuration.maxAttempts {
            let response: HTTPResponse
            do {
                response = try await http.send(request)
            } catch {
                throw Self.unavailable(error)
            }
            switch response.statusCode {
            case 200..<300:
                return .found(response.body)
            case 404:
                return .notFound
            case 401:
                throw .refused(
                    reason: "TMDB rejected the token (HTTP 401)",
                    remedy: .checkCredential(variable: TMDBConfiguration.tokenVariable)
                )
            case 429, 500..<600:
                guard attempt < configuration.maxAttempts else {
                    throw .unavailable(
                        reason: "TMDB answered HTTP \(response.statusCode) to \(attempt) attempts at \(url.absoluteString)",
                        remedy: .tryLater(seconds: nil)
                    )
                }
                let wait = try retryDelay(response, backoff: backoff)
                do {
                    try await Task.sleep(for: wait)
                } catch {
                    throw .unavailable(reason: "the request to \(url.absoluteString) was cancelled", remedy: .tryAgain)
                }
                backoff *= 2
            default:
                throw .refused(
                    reason: "TMDB refused the request to \(url.absoluteString) (HTTP \(response.statusCode))",
                    remedy: .checkRequest
                )
            }
        }
        throw .unavailable(reason: "no answer from \(url.absoluteString)", remedy: .tryLater(seconds: nil))
    }

    /// How long to wait before the next attempt: `Retry-After` (seconds) when given, else the backoff.
    private func retryDelay(_ response: HTTPResponse, backoff: Duration) throws(TMDBError) -> Duration {
        guard let header = response.header("Retry-After"), let seconds = Int(header.trimmingCharacters(in: .whitespaces)), seconds >= 0 else {
            return backoff
        }
        let wait = Duration.seconds(seconds)
        guard wait <= configuration.longestRetryAfter else {
            throw .unavailable(
                reason: "TMDB is rate-limiting requests and asks to wait \(seconds) s (HTTP \(response.statusCode))",
                remedy: .tryLater(seconds: seconds)
            )
        }
        return wait
    }

    private func makeURL(_ path: String, query: [URLQueryItem]) -> URL {
        let url = configuration.baseURL.appending(path: path)
        guard !query.isEmpty else { return url }
        return url.appending(queryItems: query)
    }

    private static func unavailable(_ error: HTTPClientError) -> TMDBError {
        switch error {
        case .timedOut(let url, let timeout):
            return .unavailable(
                reason: "TMDB did not answer \(url.absoluteString) within \(HTTPClientError.seconds(timeout)) s",
                remedy: .allowLonger
            )
        case .unreachable(let url, let reason):
            return .unavailable(
                reason: "cannot reach \(url.absoluteString) (\(reason))",
                remedy: .checkNetwork(address: TMDBConfiguration.baseURLVariable)
            )
        case .transport(let url, let reason):
            return .unavailable(
                reason: "the request to \(url.absoluteString) failed (\(reason))",
                remedy: .tryAgain
            )
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
