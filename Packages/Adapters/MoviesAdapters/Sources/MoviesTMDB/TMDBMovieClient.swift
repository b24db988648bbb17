import Foundation
import MoviesInterface
import TMDB

/// The TMDB kit's client, answering in the Movies feature's errors.
struct TMDBMovieClient: Sendable {
    let client: TMDBClient

    /// `GET path?query`.
    func get(_ path: String, query: [URLQueryItem] = []) async throws(MovieCatalogError) -> TMDBClient.Answer {
        do {
            return try await client.get(path, query: query)
        } catch {
            throw MovieCatalogError(error)
        }
    }

    /// TMDB's JSON as `type`.
    func decode<T: Decodable>(_ type: T.Type, from data: Data, path: String) throws(MovieCatalogError) -> T {
        do {
            return try client.decode(type, from: data, path: path)
        } catch {
            throw MovieCatalogError(error)
        }
    }
}

extension MovieCatalogError {
    /// The catalog's error for the kit's.
    init(_ error: TMDBError) {
        switch error {
        case .unavailable(let reason, let remedy): self = .unavailable(reason: reason, remedy: MovieCatalogRemedy(remedy))
        case .refused(let reason, let remedy): self = .refused(reason: reason, remedy: MovieCatalogRemedy(remedy))
        case .invalidResponse(let reason): self = .invalidResponse(reason: reason)
        }
    }
}

extension MovieCatalogRemedy {
    /// The catalog's remedy for the kit's: what an executable advises after any TMDB failure.
    public init(_ remedy: TMDBRemedy) {
        switch remedy {
        case .tryAgain: self = .tryAgain
        case .tryLater(let seconds): self = .tryLater(seconds: seconds)
        case .allowLonger: self = .allowLonger
        case .checkNetwork(let address): self = .checkNetwork(address: address)
        case .checkCredential(let variable): self = .checkCredential(variable: variable)
        case .checkRequest: self = .checkRequest
        }
    }
}
