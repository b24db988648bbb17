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

    /// The date of `2026-11-23T10:15:30.125Z`, or of the same without a fraction; nil for a day
    /// that does not exist (02-30), which Foundation's parser would roll over into March.
    static func date(_ text: String) -> Date? {
        guard CalendarDay(parsing: text.prefix(10)) != nil else { return nil }
        let parts = text.split(separator: ".", maxSplits: 1)
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.isEmpty || (fraction.hasSuffix("Z") && (2...4).contains(fraction.count) && fraction.dropLast().allSatisfy(\.isASCII) && fraction.dropLast().allSatisfy(\.isNumber)),
              let whole = try? Date.ISO8601FormatStyle().parse(parts.count == 2 ? "\(parts[0])Z" : text)
        else { return nil }
        let digits = fraction.dropLast()
        let milliseconds = (Int(digits) ?? 0) * [1, 100, 10, 1][digits.count]
        return Date(timeIntervalSince1970: Double(Int(whole.timeIntervalSince1970.rounded()) * 1000 + milliseconds) / 1000)
    }
}
