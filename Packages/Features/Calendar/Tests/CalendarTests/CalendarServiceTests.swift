import AuthInterface
import AuthTesting
import CalendarInterface
import CalendarTesting
import Testing
@testable import Calendar

@Suite struct CalendarServiceTests {
    @Test func addingKeepsTrimmedTextInOrder() async throws {
        let service = DefaultCalendarService(profiles: SignedInProfile(), repository: InMemoryCalendarRepository())
        #expect(try await service.add("  first  ") == CalendarItem(number: 1, text: "first"))
        #expect(try await service.add("second") == CalendarItem(number: 2, text: "second"))
        #expect(try await service.items().map(\.text) == ["first", "second"])
    }

    @Test func blankOrOverlongTextIsRefusedAndNothingIsKept() async throws {
        let service = DefaultCalendarService(profiles: SignedInProfile(), repository: InMemoryCalendarRepository())
        await #expect(throws: CalendarError.blankText) { try await service.add(" \n ") }
        let long = String(repeating: "a", count: CalendarError.longestText + 1)
        await #expect(throws: CalendarError.textTooLong(characters: CalendarError.longestText + 1)) { try await service.add(long) }
        #expect(try await service.items().isEmpty)
    }

    @Test func withNoOneSignedInNothingIsReadOrKept() async throws {
        let repository = InMemoryCalendarRepository(texts: ["kept"])
        let service = DefaultCalendarService(profiles: SignedInProfile(nil), repository: repository)
        await #expect(throws: AuthError.notLoggedIn) { try await service.items() }
        await #expect(throws: AuthError.notLoggedIn) { try await service.add("new") }
        #expect(repository.items(for: InMemoryCalendarRepository.fixtureProfile).map(\.text) == ["kept"])
    }

    @Test func theInMemoryRepositoryKeepsTheContract() async throws {
        for (name, check) in CalendarRepositoryContract.checks {
            let problems = try await check(InMemoryCalendarRepository())
            #expect(problems.isEmpty, "\(name): \(problems)")
        }
    }
}
