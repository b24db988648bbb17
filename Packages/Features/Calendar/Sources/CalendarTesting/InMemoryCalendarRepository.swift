import Foundation
import CalendarInterface
import CalendarPorts
import Synchronization

/// A ``CalendarRepository`` in memory, for tests and the dev app.
public final class InMemoryCalendarRepository: CalendarRepository {
    /// The profile that `init(texts:)`'s items belong to: the fixture profile's id, as
    /// AuthTesting's `Profile.fixture` has it.
    public static let fixtureProfile = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))

    private let stored: Mutex<[UUID: [CalendarItem]]>

    /// Creates a repository holding `texts` for ``fixtureProfile``, numbered in order.
    public init(texts: [String] = []) {
        stored = Mutex([Self.fixtureProfile: texts.enumerated().map { CalendarItem(number: $0.offset + 1, text: $0.element) }])
    }

    public func items(for profile: UUID) -> [CalendarItem] {
        stored.withLock { $0[profile] ?? [] }
    }

    public func append(_ text: String, for profile: UUID) -> CalendarItem {
        stored.withLock { stored in
            let item = CalendarItem(number: (stored[profile]?.last?.number ?? 0) + 1, text: text)
            stored[profile, default: []].append(item)
            return item
        }
    }
}
