import Foundation
import Testing
import WatchlistInterface

@Suite struct CalendarDayTests {
    @Test(arguments: ["2026-11-23", "2024-02-29", "2000-02-29", "0001-01-01", "9999-12-31"])
    func realDaysReadBackAsWritten(text: String) throws {
        #expect(try #require(CalendarDay(parsing: text)).description == text)
    }

    @Test(arguments: ["2023-02-29", "1900-02-29", "2026-13-01", "2026-04-31", "2026-00-10", "2026-1-5", "26-11-23",
                      "2026/11/23", "2026-11-23T10:00", " 2026-11-23", "0000-01-01", "２０２６-11-23", ""])
    func anythingElseIsRefused(text: String) {
        #expect(CalendarDay(parsing: text) == nil)
    }

    /// Every day of years with one to four digits is written zero-padded and read back; every
    /// date that does not exist is refused when written the same way.
    @Test func everyDayOfManyYearsIsWrittenAndReadBack() {
        for year in [1, 4, 9, 10, 99, 100, 400, 999, 1000, 1900, 2000, 2024, 2026, 9999] {
            for month in 0...13 {
                for day in 0...32 {
                    let text = String(format: "%04d-%02d-%02d", year, month, day)
                    if let calendarDay = CalendarDay(year: year, month: month, day: day) {
                        #expect(calendarDay.description == text)
                        #expect(CalendarDay(parsing: text) == calendarDay)
                    } else {
                        #expect(CalendarDay(parsing: text) == nil, "\(text) does not exist")
                    }
                }
            }
        }
    }

    @Test func daysOrderByYearThenMonthThenDay() throws {
        let days = try ["2026-01-02", "2025-12-31", "2026-01-01"].map { try #require(CalendarDay(parsing: $0)) }
        #expect(days.sorted().map(\.description) == ["2025-12-31", "2026-01-01", "2026-01-02"])
    }

    @Test func theDayOfAMomentDependsOnTheTimeZone() throws {
        let moment = Date(timeIntervalSince1970: 1_700_000_000) // 2023-11-14 22:13:20 UTC
        #expect(CalendarDay(containing: moment, in: try #require(TimeZone(identifier: "UTC"))).description == "2023-11-14")
        #expect(CalendarDay(containing: moment, in: try #require(TimeZone(identifier: "Asia/Tokyo"))).description == "2023-11-15")
    }
}
