import Foundation
import Hummingbird
import ServerTestSupport
import Testing

/// The catalog searched and read through the API over real HTTP with the server's root.
@Suite struct CatalogAPITests {
    @Test func theCatalogIsSearchedThroughTheServer() async throws {
        try await ServerFixture().withServer { api in
            let token = try await api.signUp("ada")
            let found = try await api.send(.get, "/v1/movies?query=godfather&limit=2", token: token)
            #expect(found.array.map { $0["title"] as? String } == ["The Godfather", "The Godfather Part II"])
            let movie = try await api.send(.get, "/v1/movies/offline:1", token: token)
            #expect(movie.object["director"] as? String == "Francis Ford Coppola")
            #expect(try await api.send(.get, "/v1/movies", token: token).status == .badRequest)
            #expect(try await api.send(.get, "/v1/movies?query=x&year=soon", token: token).status == .badRequest)
            #expect(try await api.send(.get, "/v1/movies/offline:99999", token: token).status == .notFound)
            #expect(try await api.send(.get, "/v1/movies/a:b:c", token: token).status == .badRequest)
        }
    }
}
