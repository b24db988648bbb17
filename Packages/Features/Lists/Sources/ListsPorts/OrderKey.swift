/// How a store keeps a list's order: each title has a key that sorts the list, with room
/// between neighbours, so putting a title on or moving it writes that title's row alone.
/// Places 1 to count are counted on reading. When two neighbours leave no room (after many
/// titles put at one place), the store numbers the list afresh, ``spacing`` apart, leaving the
/// wanted place free: the title takes ``numbered(_:)`` of its place.
public enum OrderKey {
    /// The room between neighbours when a list is numbered afresh: twenty halvings before a
    /// place runs out of room.
    public static let spacing: Int64 = 1 << 20

    /// The key of the `number`th title (from 1) of a list numbered afresh.
    public static func numbered(_ number: Int) -> Int64 {
        Int64(number) * spacing
    }

    /// The key for a title at `place` (from 1), given `neighbours`: the keys (at most two) that
    /// the list has from place `max(place - 1, 1)` on, without the title itself, in order. Nil
    /// when they leave no room.
    public static func at(_ place: Int, neighbours: [Int64]) -> Int64? {
        place == 1 ? between(nil, neighbours.first) : between(neighbours.first, neighbours.dropFirst().first)
    }

    /// Where the keys that ``at(_:neighbours:)`` takes start: how many of the list's keys come
    /// before them.
    public static func neighboursOffset(_ place: Int) -> Int {
        max(place - 2, 0)
    }

    /// The key for a title between the keys `before` and `after` (nil at either end of the
    /// list), or nil when they leave no room and the list must be numbered afresh first.
    public static func between(_ before: Int64?, _ after: Int64?) -> Int64? {
        switch (before, after) {
        case (nil, nil):
            return spacing
        case (let before?, nil):
            let (key, overflow) = before.addingReportingOverflow(spacing)
            return overflow ? nil : key
        case (nil, let after?):
            let (key, overflow) = after.subtractingReportingOverflow(spacing)
            return overflow ? nil : key
        case (let before?, let after?):
            let (room, overflow) = after.subtractingReportingOverflow(before)
            return overflow || room < 2 ? nil : before + room / 2
        }
    }
}
