import Foundation
import WatchlistInterface

extension CalendarDay {
    /// The day `days` days after this one (before it when negative).
    public func adding(days: Int) -> CalendarDay {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let noon = DateComponents(year: year, month: month, day: day, hour: 12)
        guard let date = calendar.date(from: noon), let moved = calendar.date(byAdding: .day, value: days, to: date) else { return self }
        return CalendarDay(containing: moved, in: .gmt)
    }
}
