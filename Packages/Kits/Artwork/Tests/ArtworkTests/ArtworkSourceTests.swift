import Artwork
import ArtworkDrawing
import FlyingFox
import Synchronization
import Foundation
import Networking
import TMDB
import Testing
import WebUI

/// TVmaze's and TMDB's posters read from look-alikes on 127.0.0.1 answering in their
/// documented shapes, over the real libcurl client.
@Suite struct ArtworkSourceTests {
    private let breakingBad = PosterSubject(id: "imdb:tt0903747", title: "Breaking Bad", kind: .series)
    private let png = FixturePNG.poster(for: "breaking bad")

    /// Serves `answers` by path (with the query, if any), everything else 404, for `body`'s length.
    private func serving(_ answers: @escaping @Sendable (URL) -> [String: (Int, String, [UInt8])], _ body: (URL) async throws -> Void) async throws {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 5, logger: .disabled)
        let base = Mutex<URL?>(nil)
        await server.appendRoute("*") { request in
            let key = request.path + (request.query.isEmpty ? "" : "?" + request.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&"))
            guard let url = base.withLock({ $0 }), let (status, type, bytes) = answers(url)[key] else { return FlyingFox.HTTPResponse(statusCode: .notFound) }
            return FlyingFox.HTTPResponse(statusCode: HTTPStatusCode(status, phrase: "answer"), headers: [.contentType: type], body: Data(bytes))
        }
        let task = Task { try await server.run() }
        defer { task.cancel() }
        try await server.waitUntilListening(timeout: 60)
        guard case .ip4(_, let port) = await server.listeningAddress, let url = URL(string: "http://127.0.0.1:\(port)") else {
            throw URLError(.cannotConnectToHost)
        }
        base.withLock { $0 = url }
        try await body(url)
        await server.stop()
    }

    /// TMDB's source asking the server at `base`: its API under `/3`, its images under `/t/p`.
    private func tmdb(at base: URL) -> TMDBArtwork {
        TMDBArtwork(
            configuration: TMDBConfiguration(baseURL: base.appendingPathComponent("3"), token: "token"), imageBaseURL: base.appendingPathComponent("t/p"),
            http: CurlHTTPClient()
        )
    }

    @Test func tvmazeGivesASeriesMediumAndOriginalImagesFoundByItsIMDbID() async throws {
        let png = png
        try await serving({ base in
            let show = #"{"id":169,"name":"Breaking Bad","image":{"medium":"\#(base)/uploads/medium/0/2400.png","original":"\#(base)/uploads/original/0/2400.png"}}"#
            return [
                "/lookup/shows?imdb=tt0903747": (200, "application/json", Array(show.utf8)),
                "/lookup/shows?imdb=tt0000404": (200, "application/json", Array(#"{"id":1,"name":"No image","image":null}"#.utf8)),
                "/uploads/medium/0/2400.png": (200, "image/png", png),
                "/uploads/original/0/2400.png": (200, "image/png", png + [0]),
            ]
        }) { base in
            let source = TVmazeArtwork(baseURL: base, http: CurlHTTPClient())
            let images = try #require(try await source.poster(of: breakingBad))
            #expect(images.image.bytes == png && images.large?.bytes == png + [0])
            #expect(try await source.poster(of: PosterSubject(id: "tt0000404", title: "No image", kind: .series)) == nil)
            #expect(try await source.poster(of: PosterSubject(id: "tt0000001", title: "Unknown", kind: .series)) == nil)
            #expect(try await source.poster(of: PosterSubject(id: "tt0903747", title: "A film", kind: .film)) == nil)
        }
    }

    /// An image address in TVmaze's answer that leads off its configured host to this machine
    /// (here `localhost`, the same server by another name) or to cloud metadata is not
    /// fetched: addresses from data may lead to public addresses only.
    @Test func anImageOffTheConfiguredHostOnAPrivateAddressIsNotFetched() async throws {
        let png = png
        try await serving({ base in
            let port = base.port ?? 0
            let show = #"{"id":169,"name":"Breaking Bad","image":{"medium":"http://localhost:\#(port)/uploads/medium.png"}}"#
            let metadata = #"{"id":170,"name":"Metadata","image":{"medium":"http://169.254.169.254/latest/meta-data/"}}"#
            return [
                "/lookup/shows?imdb=tt0903747": (200, "application/json", Array(show.utf8)),
                "/lookup/shows?imdb=tt0000170": (200, "application/json", Array(metadata.utf8)),
                "/uploads/medium.png": (200, "image/png", png),
            ]
        }) { base in
            let source = TVmazeArtwork(baseURL: base, http: CurlHTTPClient(), timeout: .seconds(2))
            await #expect {
                _ = try await source.poster(of: breakingBad)
            } throws: { error in
                guard case .unavailable(_, let reason) = error as? ArtworkError else { return false }
                return reason.contains("localhost leads to this machine")
            }
            await #expect {
                _ = try await source.poster(of: PosterSubject(id: "tt0000170", title: "Metadata", kind: .series))
            } throws: { error in
                guard case .unavailable(_, let reason) = error as? ArtworkError else { return false }
                return reason.contains("169.254.169.254 leads to a link-local")
            }
        }
    }

    @Test func tvmazeAnsweringHTMLForAnImageOrGarbageIsAnErrorNotAPoster() async throws {
        try await serving({ base in
            [
                "/lookup/shows?imdb=tt0903747": (200, "application/json", Array(#"{"id":169,"name":"Breaking Bad","image":{"medium":"\#(base)/page.html"}}"#.utf8)),
                "/lookup/shows?imdb=tt0000002": (200, "application/json", Array("{\"image\":".utf8)),
                "/lookup/shows?imdb=tt0000003": (503, "text/plain", Array("down".utf8)),
                "/page.html": (200, "image/png", Array("<!doctype html><script>alert(1)</script>".utf8)),
            ]
        }) { base in
            let source = TVmazeArtwork(baseURL: base, http: CurlHTTPClient())
            await #expect(throws: ArtworkError.notAnImage(from: "TVmaze")) { _ = try await source.poster(of: breakingBad) }
            await #expect(throws: ArtworkError.garbled(source: "TVmaze")) {
                _ = try await source.poster(of: PosterSubject(id: "tt0000002", title: "x", kind: .series))
            }
            await #expect {
                _ = try await source.poster(of: PosterSubject(id: "tt0000003", title: "x", kind: .series))
            } throws: { error in
                guard case ArtworkError.unavailable(source: "TVmaze", let reason) = error else { return false }
                return reason.hasPrefix("TVmaze answered HTTP 503 to 1 attempts")
            }
        }
    }

    @Test func tmdbGivesAFilmsPosterAtTwoWidthsByIMDbOrTMDBID() async throws {
        let png = png
        try await serving({ _ in
            [
                "/3/find/tt0078748?external_source=imdb_id": (200, "application/json", Array(#"{"movie_results":[{"id":348,"poster_path":"/vfrQk5IPloGg1v9Rzbh2Eg3VGyM.jpg"}],"tv_results":[]}"#.utf8)),
                "/3/movie/348": (200, "application/json", Array(#"{"id":348,"poster_path":"/vfrQk5IPloGg1v9Rzbh2Eg3VGyM.jpg"}"#.utf8)),
                "/3/tv/1396": (200, "application/json", Array(#"{"id":1396,"poster_path":"/../../etc/passwd"}"#.utf8)),
                "/t/p/w154/vfrQk5IPloGg1v9Rzbh2Eg3VGyM.jpg": (200, "image/png", png),
                "/t/p/w342/vfrQk5IPloGg1v9Rzbh2Eg3VGyM.jpg": (200, "image/png", png + [1]),
            ]
        }) { base in
            let source = tmdb(at: base)
            let alien = try #require(try await source.poster(of: PosterSubject(id: "imdb:tt0078748", title: "Alien", kind: .film)))
            #expect(alien.image.bytes == png && alien.large?.bytes == png + [1])
            #expect(try await source.poster(of: PosterSubject(id: "tmdb:348", title: "Alien", kind: .film))?.image.bytes == png)
            #expect(try await source.poster(of: PosterSubject(id: "tmdb:1396", title: "Breaking Bad", kind: .series)) == nil, "a path with .. was followed")
            #expect(try await source.poster(of: PosterSubject(id: "tt0078748", title: "Alien", kind: .series)) == nil)
            #expect(try await source.poster(of: PosterSubject(id: "tmdb:9", title: "Unknown", kind: .film)) == nil)
        }
    }

    @Test func tvmazeGivesEpisodesStillsFromTheShowsListReadOnceForAllItsEpisodes() async throws {
        let png = png
        let requests = Mutex(0)
        try await serving({ base in
            requests.withLock { $0 += 1 }
            let still = { (name: String) in #"{"medium":"\#(base)/uploads/medium_landscape/\#(name).png","original":"\#(base)/uploads/original_untouched/\#(name).png"}"# }
            let episodes = """
            [{"id":62085,"name":"Pilot","season":1,"number":1,"image":\(still("1"))},{"id":62086,"season":1,"number":2,"image":null},
             {"id":62087,"season":1,"number":3,"image":\(still("3"))},{"id":62099,"season":1,"number":null,"image":\(still("special"))}]
            """
            return [
                "/lookup/shows?imdb=tt0903747": (200, "application/json", Array(#"{"id":169,"name":"Breaking Bad","image":null}"#.utf8)),
                "/shows/169/episodes?specials=1": (200, "application/json", Array(episodes.utf8)),
                "/uploads/medium_landscape/1.png": (200, "image/png", png), "/uploads/original_untouched/1.png": (200, "image/png", png + [1]),
                "/uploads/medium_landscape/3.png": (200, "image/png", png + [3]), "/uploads/original_untouched/3.png": (200, "image/png", png + [3, 3]),
            ]
        }) { base in
            let source = TVmazeArtwork(baseURL: base, http: CurlHTTPClient())
            let episode = { (season: Int, number: Int) in
                PosterSubject(episode: nil, title: "Episode", place: PosterSubject.Place(seriesID: "imdb:tt0903747", season: season, number: number))
            }
            let pilot = try #require(try await source.poster(of: episode(1, 1)))
            #expect(pilot.image.bytes == png && pilot.large?.bytes == png + [1])
            #expect(try await source.poster(of: episode(1, 3))?.large?.bytes == png + [3, 3])
            #expect(try await source.poster(of: episode(1, 2)) == nil)
            #expect(try await source.poster(of: episode(9, 9)) == nil)
            #expect(requests.withLock { $0 } == 6, "the lookup and the list once, and four images")
            #expect(source.mayKnow(episode(1, 1)))
            #expect(!source.mayKnow(PosterSubject(episode: nil, title: "x", place: PosterSubject.Place(seriesID: "offline:3", season: 1, number: 1))))
            #expect(!source.mayKnow(PosterSubject(id: "imdb:tt0078748", title: "Alien", kind: .film)))
        }
    }

    @Test func tmdbGivesAnEpisodesStillFoundByTheEpisodesOwnIMDbID() async throws {
        let png = png
        try await serving({ _ in
            [
                "/3/find/tt0959621?external_source=imdb_id": (
                    200, "application/json", Array(#"{"movie_results":[],"tv_results":[],"tv_episode_results":[{"id":62085,"still_path":"/ydlY3iPfeOAvu8gVqrxPoMvzNCn.jpg"}]}"#.utf8)
                ),
                "/t/p/w185/ydlY3iPfeOAvu8gVqrxPoMvzNCn.jpg": (200, "image/png", png),
                "/t/p/w300/ydlY3iPfeOAvu8gVqrxPoMvzNCn.jpg": (200, "image/png", png + [2]),
            ]
        }) { base in
            let source = tmdb(at: base)
            let place = PosterSubject.Place(seriesID: "imdb:tt0903747", season: 1, number: 1)
            let pilot = try #require(try await source.poster(of: PosterSubject(episode: "imdb:tt0959621", title: "Pilot", place: place)))
            #expect(pilot.image.bytes == png && pilot.large?.bytes == png + [2])
            #expect(try await source.poster(of: PosterSubject(id: "imdb:tt0959621", title: "Pilot", kind: .film)) == nil)
            #expect(!source.mayKnow(PosterSubject(episode: nil, title: "Pilot", place: place)), "TMDB finds a still by the episode's own id only")
        }
    }
}
