import Artwork
import ArtworkDrawing
import ArtworkFixtures
import Foundation
import Synchronization
import Testing
import WebUI

/// The store on a real directory: each poster fetched once in the background, kept under its
/// SHA-256, served by name, kept across restarts, evicted past its limit, and a source that
/// knows nothing or is down leaves the placeholder until it is asked again.
@Suite struct ArtworkStoreTests {
    private let breakingBad = PosterSubject(id: "imdb:tt0903747", title: "Breaking Bad", kind: .series)
    private let alien = PosterSubject(id: "tt0078748", title: "Alien", kind: .film)

    /// A clock a test moves.
    final class Clock: Sendable {
        private let time = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
        func now() -> Date { time.withLock { $0 } }
        func advance(_ seconds: TimeInterval) { time.withLock { $0 += seconds } }
    }

    private func directory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("artwork-\(UUID().uuidString)")
    }

    @Test func aPosterIsAPlaceholderUntilFetchedOnceInTheBackgroundThenServedFromDisk() async throws {
        let directory = directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = FixtureArtwork()
        let store = try ArtworkStore(directory: directory, sources: [source])
        let first = await store.poster(of: breakingBad)
        #expect(first.image == nil && first.initials == "BB" && first.alt == "Poster of Breaking Bad")
        _ = await store.poster(of: breakingBad)
        await store.settled()
        #expect(source.asked == ["imdb:tt0903747"], "asked more than once: \(source.asked)")
        #expect(await store.revision() == 1)

        let kept = try #require(await store.poster(of: breakingBad).image)
        #expect(kept.path.hasPrefix("/images/") && kept.path.hasSuffix(".png") && kept.largePath != nil && kept.largePath != kept.path)
        let name = String(kept.path.dropFirst("/images/".count))
        let image = try #require(await store.image(named: name))
        #expect(image.contentType == "image/png" && image.bytes == FixturePNG.poster(for: "imdb:tt0903747"))
        let outside = await store.image(named: "../index.json")
        let unknown = await store.image(named: String(repeating: "0", count: 64) + ".png")
        #expect(outside == nil && unknown == nil)
        #expect(source.asked.count == 1)

        // Another store on the same directory, as after a restart, serves it without asking.
        let restarted = FixtureArtwork()
        let again = try ArtworkStore(directory: directory, sources: [restarted])
        #expect(await again.poster(of: breakingBad).image == kept)
        let usage = await again.usage()
        #expect(restarted.asked.isEmpty && usage.images == 2)
    }

    @Test func theEmbeddedCatalogsIdsAreNeverAskedAndKeepThePlaceholder() async throws {
        let directory = directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = FixtureArtwork()
        let store = try ArtworkStore(directory: directory, sources: [source])
        let godfather = await store.poster(of: PosterSubject(id: "offline:1", title: "The Godfather", kind: .film))
        await store.settled()
        #expect(godfather.image == nil && godfather.initials == "TG" && source.asked.isEmpty)
    }

    @Test func aSourceThatIsDownOrKnowsNothingLeavesThePlaceholderUntilItIsAskedAgainLater() async throws {
        let directory = directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = Clock()
        let source = FixtureArtwork(unknown: ["tt0078748"])
        let reports = Mutex<[String]>([])
        let store = try ArtworkStore(
            directory: directory, sources: [source], limits: .init(failureRetry: 30, longestFailureRetry: 100, unknownRetry: 7 * 86400),
            now: { clock.now() }, report: { message in reports.withLock { $0.append(message) } }
        )
        source.fail(true)
        _ = await store.poster(of: breakingBad)
        await store.settled()
        #expect(await store.poster(of: breakingBad).image == nil)
        await store.settled()
        #expect(source.asked == ["imdb:tt0903747"], "a failed title was asked again at once")
        #expect(reports.withLock { $0.first?.contains("fixture source is set to fail") == true })
        // Each failure in a row doubles the wait, up to the longest: 30 s, 60 s, then 100 s.
        for (wait, asks) in [(29.0, 1), (2, 2), (59, 2), (2, 3), (99, 3)] {
            clock.advance(wait)
            _ = await store.poster(of: breakingBad)
            await store.settled()
            #expect(source.asked.count == asks, "after another \(wait) s")
        }
        source.fail(false)
        clock.advance(2)
        _ = await store.poster(of: breakingBad)
        await store.settled()
        #expect(await store.poster(of: breakingBad).image != nil)
        #expect(source.asked.count == 4)

        _ = await store.poster(of: alien)
        await store.settled()
        clock.advance(86400)
        #expect(await store.poster(of: alien).image == nil)
        await store.settled()
        #expect(source.asked.filter { $0 == "tt0078748" }.count == 1)
        clock.advance(7 * 86400)
        _ = await store.poster(of: alien)
        await store.settled()
        #expect(source.asked.filter { $0 == "tt0078748" }.count == 2)
    }

    @Test func pastItsLimitTheStoreEvictsThePostersShownLeastRecently() async throws {
        let directory = directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = FixtureArtwork()
        let one = Int64(FixturePNG.poster(for: "x").count + FixturePNG.poster(for: "x", width: 308, height: 462).count)
        let store = try ArtworkStore(directory: directory, sources: [source], limits: .init(maximumBytes: one * 2 + one / 2))
        let titles = (1...3).map { PosterSubject(id: "tt000000\($0)", title: "Film \($0)", kind: .film) }
        _ = await store.poster(of: titles[0])
        await store.settled()
        _ = await store.poster(of: titles[1])
        await store.settled()
        // Served once, so kept in memory too: eviction must forget it there as well.
        let second = try #require(await store.poster(of: titles[1]).image?.path.dropFirst("/images/".count))
        let served = await store.image(named: String(second))
        #expect(served != nil)
        _ = await store.poster(of: titles[0])
        _ = await store.poster(of: titles[2])
        await store.settled()
        let usage = await store.usage()
        #expect(usage.bytes <= usage.maximumBytes && usage.titles == 2, "\(usage)")
        let first = await store.poster(of: titles[0])
        let third = await store.poster(of: titles[2])
        #expect(first.image != nil && third.image != nil)
        let evicted = await store.image(named: String(second))
        #expect(evicted == nil, "an evicted image is still served")
        #expect(await store.poster(of: titles[1]).image == nil)
        await store.settled()
        #expect(source.asked == ["tt0000001", "tt0000002", "tt0000003", "tt0000002"])
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".png") }
        #expect(files.count == 4, "\(files)")
    }

    @Test func aDirectoryThatCannotBeMadeSaysWhyAndWhatToDo() throws {
        let directory = directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        do {
            _ = try ArtworkStore(directory: file.appendingPathComponent("images"), sources: [])
            Issue.record("a directory under a file was used")
        } catch {
            #expect(error.description.contains("a file may be in the way") && error.description.contains("/file/images"), "\(error)")
        }
    }

    @Test func placeholdersHaveInitialsAndAColourThatDependsOnTheIdAlone() {
        let poster = Poster(of: PosterSubject(id: "imdb:tt0903747", title: "Breaking Bad", kind: .series), image: nil)
        let again = Poster(of: PosterSubject(id: "imdb:tt0903747", title: "Another Title", kind: .film), image: nil)
        #expect(poster.hue == again.hue && (0..<Poster.hues).contains(poster.hue))
        let hues = Set((0..<64).map { Poster(of: PosterSubject(id: "tt\($0)", title: "x", kind: .film), image: nil).hue })
        #expect(hues.count == Poster.hues)
        #expect(Poster(of: PosterSubject(id: "a", title: "1917", kind: .film), image: nil).initials == "1917", "a number is kept whole")
        #expect(Poster(of: PosterSubject(id: "a", title: "¡Three Amigos!", kind: .film), image: nil).initials == "TA")
        #expect(Poster(of: PosterSubject(id: "a", title: "…", kind: .film), image: nil).initials == "?")
    }
}
