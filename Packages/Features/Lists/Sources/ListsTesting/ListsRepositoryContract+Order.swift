import ListsInterface
import ListsPorts

extension ListsRepositoryContract {
    /// Puts 30 titles one after another at place 2, then moves the last title to place 2
    /// 30 times, so a store that keeps ``OrderKey``s runs out of room between two neighbours
    /// and must number the list afresh, twice over; then mixes moves, additions and removals
    /// at places spread over the list by a fixed sequence. After each step the list must read as an array
    /// changed the same way does.
    static func crowdedPlacesKeepTheirOrder(_ repository: any ListsRepository) async throws -> [String] {
        let titles = ids(90)
        try await fill(repository, "L", Array(titles.prefix(2)))
        var expected = Array(titles.prefix(2))
        var problems: [String] = []
        func check(_ step: String) async throws {
            let items = try await repository.items(in: "L", for: profile)
            if items.map(\.titleID) != expected { problems.append("after \(step): \(items.map(\.titleID)), expected \(expected)") }
            if items.map(\.position) != Array(1..<items.count + 1) { problems.append("after \(step): places \(items.map(\.position))") }
        }
        for title in titles[2..<32] {
            _ = try await repository.add(named(title), note: "", to: "L", at: 2, for: profile)
            expected.insert(title, at: 1)
        }
        try await check("30 titles put at place 2")
        for _ in 0..<30 {
            let last = expected.removeLast()
            let moved = try await repository.move(last, in: "L", to: 2, for: profile)
            expected.insert(last, at: 1)
            if moved.position != 2 { problems.append("a move to 2 answered place \(moved.position)") }
        }
        try await check("30 moves of the last title to place 2")
        var unused = Array(titles[32...])
        for step in 0..<60 where problems.isEmpty {
            switch step % 3 {
            case 0 where !unused.isEmpty:
                let title = unused.removeFirst()
                let place = spread(step, 1...expected.count + 1)
                _ = try await repository.add(named(title), note: "", to: "L", at: place, for: profile)
                expected.insert(title, at: place - 1)
                try await check("step \(step), putting \(title) at \(place)")
            case 1:
                let title = expected[spread(step, 0...expected.count - 1)]
                let place = spread(step + 7, 1...expected.count)
                _ = try await repository.move(title, in: "L", to: place, for: profile)
                expected.removeAll { $0 == title }
                expected.insert(title, at: place - 1)
                try await check("step \(step), moving \(title) to \(place)")
            default:
                let title = expected[spread(step, 0...expected.count - 1)]
                try await repository.remove(title, from: "L", for: profile)
                expected.removeAll { $0 == title }
                try await check("step \(step), taking \(title) off")
            }
        }
        return problems
    }

    /// A number in `range` for `step`: the steps land all over the range, the same on every run.
    private static func spread(_ step: Int, _ range: ClosedRange<Int>) -> Int {
        range.lowerBound + (step * 7_919 + 104_729) % range.count
    }
}
