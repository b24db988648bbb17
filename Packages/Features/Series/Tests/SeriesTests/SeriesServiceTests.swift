import SeriesInterface
import SeriesTesting
import Testing
@testable import Series

@Suite struct SeriesServiceTests {
    @Test func addingKeepsTrimmedTextInOrder() async throws {
        let service = DefaultSeriesService(repository: InMemorySeriesRepository())
        #expect(try await service.add("  first  ") == SeriesItem(number: 1, text: "first"))
        #expect(try await service.add("second") == SeriesItem(number: 2, text: "second"))
        #expect(try await service.items().map(\.text) == ["first", "second"])
    }

    @Test func blankOrOverlongTextIsRefusedAndNothingIsKept() async throws {
        let service = DefaultSeriesService(repository: InMemorySeriesRepository())
        await #expect(throws: SeriesError.blankText) { try await service.add(" \n ") }
        let long = String(repeating: "a", count: SeriesError.longestText + 1)
        await #expect(throws: SeriesError.textTooLong(characters: SeriesError.longestText + 1)) { try await service.add(long) }
        #expect(try await service.items().isEmpty)
    }

    @Test func theInMemoryRepositoryKeepsTheContract() async throws {
        for (name, check) in SeriesRepositoryContract.checks {
            let problems = try await check(InMemorySeriesRepository())
            #expect(problems.isEmpty, "\(name): \(problems)")
        }
    }
}
