import Foundation
import PlaybackInterface
import PlaybackPorts

/// What every ``PlaybackRepository`` must do, as checks that any test target runs on its own
/// repository: PlaybackAdapters' contract suite runs them on memory, SQLite and PostgreSQL.
/// Each check takes an empty repository and returns what went wrong, nothing when it held.
public enum PlaybackRepositoryContract {
    /// Every check, by name.
    public static let checks: [(name: String, check: @Sendable (any PlaybackRepository) async throws -> [String])] = [
        ("an empty repository has no items", emptyHasNoItems),
        ("items come back in the order they were added, numbered from 1", itemsKeepTheirOrder),
        ("text comes back exactly as it was kept", textIsKeptExactly),
        ("profiles never see each other's items, and number their own from 1", profilesStayApart),
    ]

    static let profile = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xA1))
    static let other = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xB2))

    static func emptyHasNoItems(_ repository: any PlaybackRepository) async throws -> [String] {
        let items = try await repository.items(for: profile)
        return items.isEmpty ? [] : ["expected no items, found \(items)"]
    }

    static func itemsKeepTheirOrder(_ repository: any PlaybackRepository) async throws -> [String] {
        let first = try await repository.append("first", for: profile)
        let second = try await repository.append("second", for: profile)
        var problems: [String] = []
        if first != PlaybackItem(number: 1, text: "first") { problems.append("the first item came back as \(first)") }
        if second != PlaybackItem(number: 2, text: "second") { problems.append("the second item came back as \(second)") }
        let items = try await repository.items(for: profile)
        if items != [first, second] { problems.append("items() answered \(items)") }
        return problems
    }

    static func textIsKeptExactly(_ repository: any PlaybackRepository) async throws -> [String] {
        let text = "Ünïcode, 'quotes', \"doubles\"; DROP TABLE x; -- and a tab\t"
        _ = try await repository.append(text, for: profile)
        let items = try await repository.items(for: profile)
        return items.map(\.text) == [text] ? [] : ["expected [\(text)], found \(items.map(\.text))"]
    }

    static func profilesStayApart(_ repository: any PlaybackRepository) async throws -> [String] {
        _ = try await repository.append("mine", for: profile)
        var problems: [String] = []
        if try await !repository.items(for: other).isEmpty { problems.append("another profile sees the item") }
        let theirs = try await repository.append("theirs", for: other)
        if theirs != PlaybackItem(number: 1, text: "theirs") { problems.append("another profile's first item came back as \(theirs)") }
        if try await repository.items(for: profile).map(\.text) != ["mine"] { problems.append("the profile sees another's item") }
        return problems
    }
}
