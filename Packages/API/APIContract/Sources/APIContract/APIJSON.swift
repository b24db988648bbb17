import Foundation
import JSONWriting
import WatchlistInterface

/// The JSON coding both ends use: keys sorted, dates as ISO 8601 in UTC to the millisecond
/// (`2026-11-23T10:15:30.125Z`), so a date read back is the date written, to the millisecond.
public enum APIJSON {
    /// An encoder for request and response bodies.
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(timestamp(date))
        }
        return encoder
    }

    /// A decoder for request and response bodies; a date with no fraction is read too.
    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = date(text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(text) is not a date and time such as 2026-11-23T10:15:30.125Z")
            }
            return date
        }
        return decoder
    }

    /// `date` to the millisecond.
    static func timestamp(_ date: Date) -> String {
        UTCTimestamp.dateTimeWithMilliseconds(date)
    }

    /// The date of `2026-11-23T10:15:30.125Z`, or of the same without a fraction or with one
    /// or two digits of it: exactly the document's `Timestamp` pattern. Nil for anything else,
    /// a day that does not exist (02-30) included, which Foundation's parser would roll over into
    /// March, and text after the `Z`, which it would ignore.
    static func date(_ text: String) -> Date? {
        guard text.hasSuffix("Z") else { return nil }
        let parts = text.dropLast().split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let digits = parts.count == 2 ? parts[1] : ""
        guard isSecond(parts[0]), CalendarDay(parsing: parts[0].prefix(10)) != nil, parts.count == 1 || (1...3).contains(digits.utf8.count),
              digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              let whole = try? Date.ISO8601FormatStyle().parse("\(parts[0])Z")
        else { return nil }
        let milliseconds = (Int(digits) ?? 0) * [1, 100, 10, 1][digits.utf8.count]
        return Date(timeIntervalSince1970: Double(Int(whole.timeIntervalSince1970.rounded()) * 1000 + milliseconds) / 1000)
    }

    /// Whether `text` is `YYYY-MM-DDTHH:MM:SS` with a time that exists (hours to 23, minutes
    /// and seconds to 59); the day is checked apart.
    private static func isSecond(_ text: Substring) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 19, bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":") else { return false }
        let positions = [11, 12, 14, 15, 17, 18]
        guard positions.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[$0]) }) else { return false }
        func number(at index: Int) -> Int { Int(bytes[index] - UInt8(ascii: "0")) * 10 + Int(bytes[index + 1] - UInt8(ascii: "0")) }
        return number(at: 11) <= 23 && number(at: 14) <= 59 && number(at: 17) <= 59
    }
}
