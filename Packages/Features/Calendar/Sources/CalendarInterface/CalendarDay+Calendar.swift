import Foundation
import WatchlistInterface

/// What the calendar needs of a day: the days around it, and its names in English, which the
/// commands and the page print whatever the system's locale data holds.
extension CalendarDay {
    private static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    private static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
    ]

    /// The first and the last day a `CalendarDay` can be: years have four digits.
    private static let first = CalendarDay(parsing: "0001-01-01"), last = CalendarDay(parsing: "9999-12-31")

    /// The day `days` days after this one (before it when negative), kept within the years
    /// 1 to 9999.
    public func adding(days: Int) -> CalendarDay {
        guard let noon, let moved = Self.gregorian.date(byAdding: .day, value: days, to: noon) else { return self }
        let day = CalendarDay(containing: moved, in: .gmt)
        // Before year 1 the calendar's years count back from 1 BC, so a day before the first
        // one comes out later than it.
        if days < 0, day > self, let first = Self.first { return first }
        if let last = Self.last, day > last { return last }
        return day
    }

    /// Its weekday: `Friday`.
    public var weekday: String {
        guard let noon else { return "" }
        return Self.weekdays[(Self.gregorian.component(.weekday, from: noon) - 1) % 7]
    }

    /// Its month's name: `November`.
    public var monthName: String {
        Self.months[(month - 1) % 12]
    }

    private static var gregorian: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar
    }

    /// Noon of the day in UTC, a moment that is on it whatever is added.
    private var noon: Date? {
        Self.gregorian.date(from: DateComponents(year: year, month: month, day: day, hour: 12))
    }
}
