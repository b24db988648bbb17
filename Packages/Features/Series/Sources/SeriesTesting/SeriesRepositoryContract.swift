import SeriesInterface
import SeriesPorts

/// What every ``SeriesRepository`` must do, as checks that any test target runs on its own
/// repository: SeriesAdapters' contract suite runs them on memory, SQLite and PostgreSQL.
/// Each check takes an empty repository and returns what went wrong, nothing when it held.
public enum SeriesRepositoryContract {
    /// Every check, by name.
    public static let checks: [(name: String, check: @Sendable (any SeriesRepository) async throws -> [String])] = [
        ("an empty repository has no items", emptyHasNoItems),
        ("items come back in the order they were added, numbered from 1", itemsKeepTheirOrder),
        ("text comes back exactly as it was kept", textIsKeptExactly),
    ]

    static func emptyHasNoItems(_ repository: any SeriesRepository) async throws -> [String] {
        let items = try await repository.items()
        return items.isEmpty ? [] : ["expected no items, found \(items)"]
    }

    static func itemsKeepTheirOrder(_ repository: any SeriesRepository) async throws -> [String] {
        let first = try await repository.append("first")
        let second = try await repository.append("second")
        var problems: [String] = []
        if first != SeriesItem(number: 1, text: "first") { problems.append("the first item came back as \(first)") }
        if second != SeriesItem(number: 2, text: "second") { problems.append("the second item came back as \(second)") }
        let items = try await repository.items()
        if items != [first, second] { problems.append("items() answered \(items)") }
        return problems
    }

    static func textIsKeptExactly(_ repository: any SeriesRepository) async throws -> [String] {
        let text = "Ünïcode, 'quotes', \"doubles\"; DROP TABLE x; -- and a tab\t"
        _ = try await repository.append(text)
        let items = try await repository.items()
        return items.map(\.text) == [text] ? [] : ["expected [\(text)], found \(items.map(\.text))"]
    }
}
