import Foundation

extension UTCTimestamp {
    /// The date of `yyyy-MM-ddTHH:mm:ssZ` with an optional fraction of 1 to 3 digits, read in
    /// the proleptic Gregorian calendar as ``dateTimeWithMilliseconds(_:)`` writes it, so that
    /// any such text read and written again is the same text, from year 1 on. `nil` for any
    /// other text, or a day or time that does not exist (02-30, 24:00).
    public static func date(parsing text: some StringProtocol) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, bytes.last == UInt8(ascii: "Z"), bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              let year = number(bytes[0..<4]), let month = number(bytes[5..<7]), let day = number(bytes[8..<10]),
              let hour = number(bytes[11..<13]), let minute = number(bytes[14..<16]), let second = number(bytes[17..<19]),
              year >= 1, (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day), hour < 24, minute < 60, second < 60
        else { return nil }
        var milliseconds = 0
        if bytes.count > 20 {
            let digits = bytes[20..<(bytes.count - 1)]
            guard bytes[19] == UInt8(ascii: "."), (1...3).contains(digits.count), let fraction = number(digits) else { return nil }
            milliseconds = fraction * [1, 100, 10, 1][digits.count]
        } else if bytes.count != 20 {
            return nil
        }
        let seconds = daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
        return Date(timeIntervalSince1970: Double(seconds * 1_000 + milliseconds) / 1_000)
    }

    /// The day count of a proleptic Gregorian civil date (Howard Hinnant's `days_from_civil`).
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The decimal number of ASCII digits, all of them digits.
    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
