import Injection
import Synchronization
import Testing

@Suite struct LazySharedTests {
    /// Counts how often a factory ran.
    final class Counter: Sendable {
        let runs = Atomic(0)
    }

    @Test func nothingIsMadeBeforeFirstUse() {
        let counter = Counter()
        let lazy = LazyShared { counter.runs.add(1, ordering: .relaxed); return "made" }
        #expect(!lazy.isCreated)
        #expect(counter.runs.load(ordering: .relaxed) == 0)
    }

    @Test func manyUsesFromManyTasksMakeItOnce() async throws {
        let counter = Counter()
        let lazy = LazyShared { counter.runs.add(1, ordering: .relaxed); return [1, 2, 3] }
        try await withThrowingTaskGroup(of: [Int].self) { group in
            for _ in 0..<64 { group.addTask { try lazy.value() } }
            for try await value in group { #expect(value == [1, 2, 3]) }
        }
        #expect(counter.runs.load(ordering: .relaxed) == 1)
        #expect(lazy.isCreated)
    }

    @Test func aFailedCreationIsTriedAgain() throws {
        struct Damaged: Error {}
        let counter = Counter()
        let lazy = LazyShared<Int> {
            guard counter.runs.add(1, ordering: .relaxed).newValue > 1 else { throw Damaged() }
            return 7
        }
        #expect(throws: Damaged.self) { try lazy.value() }
        #expect(!lazy.isCreated)
        #expect(try lazy.value() == 7)
        #expect(try lazy.value() == 7)
        #expect(counter.runs.load(ordering: .relaxed) == 2)
    }
}
