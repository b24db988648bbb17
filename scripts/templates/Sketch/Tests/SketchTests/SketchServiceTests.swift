import AuthInterface
import AuthTesting
import SketchInterface
import SketchTesting
import Testing
@testable import Sketch

@Suite struct SketchServiceTests {
    @Test func addingKeepsTrimmedTextInOrder() async throws {
        let service = DefaultSketchService(profiles: SignedInProfile(), repository: InMemorySketchRepository())
        #expect(try await service.add("  first  ") == SketchItem(number: 1, text: "first"))
        #expect(try await service.add("second") == SketchItem(number: 2, text: "second"))
        #expect(try await service.items().map(\.text) == ["first", "second"])
    }

    @Test func blankOrOverlongTextIsRefusedAndNothingIsKept() async throws {
        let service = DefaultSketchService(profiles: SignedInProfile(), repository: InMemorySketchRepository())
        await #expect(throws: SketchError.blankText) { try await service.add(" \n ") }
        let long = String(repeating: "a", count: SketchError.longestText + 1)
        await #expect(throws: SketchError.textTooLong(characters: SketchError.longestText + 1)) { try await service.add(long) }
        #expect(try await service.items().isEmpty)
    }

    @Test func withNoOneSignedInNothingIsReadOrKept() async throws {
        let repository = InMemorySketchRepository(texts: ["kept"])
        let service = DefaultSketchService(profiles: SignedInProfile(nil), repository: repository)
        await #expect(throws: AuthError.notLoggedIn) { try await service.items() }
        await #expect(throws: AuthError.notLoggedIn) { try await service.add("new") }
        #expect(repository.items(for: InMemorySketchRepository.fixtureProfile).map(\.text) == ["kept"])
    }

    @Test func theInMemoryRepositoryKeepsTheContract() async throws {
        for (name, check) in SketchRepositoryContract.checks {
            let problems = try await check(InMemorySketchRepository())
            #expect(problems.isEmpty, "\(name): \(problems)")
        }
    }
}
