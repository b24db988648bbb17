import AuthInterface
import AuthTesting
import PlaybackInterface
import PlaybackTesting
import Testing
@testable import Playback

@Suite struct PlaybackServiceTests {
    @Test func addingKeepsTrimmedTextInOrder() async throws {
        let service = DefaultPlaybackService(profiles: SignedInProfile(), repository: InMemoryPlaybackRepository())
        #expect(try await service.add("  first  ") == PlaybackItem(number: 1, text: "first"))
        #expect(try await service.add("second") == PlaybackItem(number: 2, text: "second"))
        #expect(try await service.items().map(\.text) == ["first", "second"])
    }

    @Test func blankOrOverlongTextIsRefusedAndNothingIsKept() async throws {
        let service = DefaultPlaybackService(profiles: SignedInProfile(), repository: InMemoryPlaybackRepository())
        await #expect(throws: PlaybackError.blankText) { try await service.add(" \n ") }
        let long = String(repeating: "a", count: PlaybackError.longestText + 1)
        await #expect(throws: PlaybackError.textTooLong(characters: PlaybackError.longestText + 1)) { try await service.add(long) }
        #expect(try await service.items().isEmpty)
    }

    @Test func withNoOneSignedInNothingIsReadOrKept() async throws {
        let repository = InMemoryPlaybackRepository(texts: ["kept"])
        let service = DefaultPlaybackService(profiles: SignedInProfile(nil), repository: repository)
        await #expect(throws: AuthError.notLoggedIn) { try await service.items() }
        await #expect(throws: AuthError.notLoggedIn) { try await service.add("new") }
        #expect(repository.items(for: InMemoryPlaybackRepository.fixtureProfile).map(\.text) == ["kept"])
    }

    @Test func theInMemoryRepositoryKeepsTheContract() async throws {
        for (name, check) in PlaybackRepositoryContract.checks {
            let problems = try await check(InMemoryPlaybackRepository())
            #expect(problems.isEmpty, "\(name): \(problems)")
        }
    }
}
