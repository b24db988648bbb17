import Foundation

/// A day on the calendar, such as 2026-11-23, with no time or time zone: the day a person
/// watched a film, as they would write it.
public struct CalendarDay: Hashable, Comparable, Sendable, CustomStringConvertible, Codable {
    /// The year, from 1 to 9999.
    public let year: Int
    /// The month, from 1 to 12.
    public let month: Int
    /// The day of the month, from 1 to 31.
    public let day: Int

    /// The day written as `YYYY-MM-DD`, or nil when the text is not one, or names a day that
    /// does not exist (2026-02-30).
    ///
    /// Read byte by byte where the text lies: a history reads hundreds of thousands of days,
    /// and a copy of each one's bytes was an allocation each.
    public init?(parsing text: some StringProtocol) {
        let read: CalendarDay?? = text.utf8.withContiguousStorageIfAvailable { Self.read($0) }
        guard let day = read ?? Self.read(Array(text.utf8)) else { return nil }
        self = day
    }

    private static func read(_ bytes: some RandomAccessCollection<UInt8>) -> CalendarDay? {
        guard bytes.count == 10 else { return nil }
        var (position, year, month, day) = (0, 0, 0, 0)
        for byte in bytes {
            switch position {
            case 4, 7:
                guard byte == UInt8(ascii: "-") else { return nil }
            default:
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                let digit = Int(byte - UInt8(ascii: "0"))
                if position < 4 { year = year * 10 + digit } else if position < 7 { month = month * 10 + digit } else { day = day * 10 + digit }
            }
            position += 1
        }
        return CalendarDay(year: year, month: month, day: day)
    }

    /// The day `year`-`month`-`day`, or nil when it does not exist (2026-02-30).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day that `date` falls on in `timeZone`.
    public init(containing date: Date, in timeZone: TimeZone = .current) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = calendar.dateComponents([.year, .month, .day], from: date)
        year = components.year ?? 1970
        month = components.month ?? 1
        day = components.day ?? 1
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        guard (0...9999).contains(year) else { return Self.padded(year, 4) + "-" + Self.padded(month, 2) + "-" + Self.padded(day, 2) }
        // Its ten digits and dashes written in place: a history writes hundreds of thousands
        // of days, and each joined from padded pieces made five strings.
        return String(unsafeUninitializedCapacity: 10) { bytes in
            func put(_ value: Int, endingAt end: Int, width: Int) {
                var rest = value
                for position in (end - width..<end).reversed() {
                    bytes[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                }
            }
            put(year, endingAt: 4, width: 4)
            bytes[4] = UInt8(ascii: "-")
            put(month, endingAt: 7, width: 2)
            bytes[7] = UInt8(ascii: "-")
            put(day, endingAt: 10, width: 2)
            return 10
        }
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

extension CalendarDay {
    /// Reads the day as `YYYY-MM-DD`, as it is written.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let day = CalendarDay(parsing: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(text) is not a day written as YYYY-MM-DD")
        }
        self = day
    }

    /// Writes the day as `YYYY-MM-DD`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
