import Foundation

/// Dates as ISO-8601 text in UTC, the same text as `Date.ISO8601FormatStyle` gives
/// (`2015-01-01T09:30:00Z`, or the day alone), computed with integer arithmetic in the
/// Gregorian calendar. (Foundation counts days before October 1582 in the Julian calendar;
/// this does not, and no watchlist date is that old.)
///
/// Listings format two dates per entry; Foundation's format style costs microseconds a call,
/// which is most of a long listing's time. Tests compare both on random dates.
public enum UTCTimestamp {
    /// `yyyy-MM-ddTHH:mm:ssZ`, whole seconds (a fraction is dropped, as the format style does).
    public static func dateTime(_ date: Date) -> String {
        var bytes = timeBytes(daysAndSeconds(Int(date.timeIntervalSince1970.rounded(.down))))
        bytes.append(UInt8(ascii: "Z"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `yyyy-MM-ddTHH:mm:ss.SSSZ`, to the nearest millisecond, counted as an integer so that
    /// no rounding of a binary fraction creeps in.
    public static func dateTimeWithMilliseconds(_ date: Date) -> String {
        let milliseconds = Int((date.timeIntervalSince1970 * 1000).rounded())
        let seconds = milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000
        let fraction = milliseconds - seconds * 1000
        var bytes = timeBytes(daysAndSeconds(seconds))
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + UInt8(fraction / 100))
        appendTwoDigits(fraction % 100, to: &bytes)
        bytes.append(UInt8(ascii: "Z"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `yyyy-MM-ddTHH:mm:ss` of a day and a second within it.
    private static func timeBytes(_ time: (days: Int, secondOfDay: Int)) -> [UInt8] {
        var bytes = dayBytes(time.days)
        bytes.append(UInt8(ascii: "T"))
        appendTwoDigits(time.secondOfDay / 3600, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        appendTwoDigits(time.secondOfDay / 60 % 60, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        appendTwoDigits(time.secondOfDay % 60, to: &bytes)
        return bytes
    }

    /// `yyyy-MM-dd`: the day in UTC.
    public static func day(_ date: Date) -> String {
        String(decoding: dayBytes(daysAndSeconds(Int(date.timeIntervalSince1970.rounded(.down))).days), as: UTF8.self)
    }

    /// Whole days since 1970-01-01 and the second within the day of a count of seconds.
    private static func daysAndSeconds(_ seconds: Int) -> (days: Int, secondOfDay: Int) {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        return (days, seconds - days * 86_400)
    }

    /// The proleptic Gregorian date of a count of days since 1970-01-01 (Howard Hinnant's
    /// `civil_from_days`).
    public static func civilDate(daysSince1970: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = daysSince1970 + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// `yyyy-MM-dd` of a day count.
    private static func dayBytes(_ daysSince1970: Int) -> [UInt8] {
        let (year, month, day) = civilDate(daysSince1970: daysSince1970)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(20)
        let yearDigits = String(year).utf8
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: max(0, 4 - yearDigits.count)))
        bytes.append(contentsOf: yearDigits)
        bytes.append(UInt8(ascii: "-"))
        appendTwoDigits(month, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        appendTwoDigits(day, to: &bytes)
        return bytes
    }

    private static func appendTwoDigits(_ number: Int, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "0") + UInt8(number / 10))
        bytes.append(UInt8(ascii: "0") + UInt8(number % 10))
    }
}
