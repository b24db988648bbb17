import Foundation
import WatchlistInterface

/// The OpenAPI document as the server serves it at `/openapi.yaml`: the shared document
/// (openapi.yaml, embedded in the binary) with each feature's ``OpenAPIPart`` added, each
/// signed-in operation's scope stated (``OperationScopes``), and `PastDay`'s pattern ending at
/// the server's today, so that a schema-driven tester that reads it checks the one rule that
/// depends on the day.
public struct ServedDocument: Sendable {
    /// The shared document, as the file says it: the routes and components of the features
    /// that give no part of their own.
    public static var file: String {
        String(decoding: PackageResources.openapi_yaml, as: UTF8.self)
    }

    /// The shared document with every part added, `PastDay`'s pattern as the file says it.
    public let assembled: String

    /// The shared document alone, for a server of the hand-wired features only.
    public init() {
        assembled = OperationScopes.stated(in: Self.file.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
            .joined(separator: "\n")
    }

    /// The shared document with `parts` added, in their order, each entry at the end of its
    /// section.
    /// - Throws: ``OpenAPIPartError`` when a part has a section the document has not, or an
    ///   entry it has already.
    public init(parts: [OpenAPIPart]) throws(OpenAPIPartError) {
        var lines = Self.file.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for part in parts { try OpenAPIAssembly.add(part, to: &lines) }
        assembled = OperationScopes.stated(in: lines).joined(separator: "\n")
    }

    /// The document at `date`, in the server's time zone, as its services reckon today.
    public func text(at date: Date) -> String {
        text(today: CalendarDay(containing: date))
    }

    /// The document for a server whose today is `today`.
    public func text(today: CalendarDay) -> String {
        var lines = assembled.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let schema = lines.firstIndex(of: "    PastDay:"),
              let pattern = lines[schema...].firstIndex(where: { $0.hasPrefix("      pattern: ") })
        else { return assembled }
        lines[pattern] = "      pattern: '\(PastDayPattern.upTo(today))'"
        return lines.joined(separator: "\n")
    }
}

/// A regular expression for the days from 0001-01-01 to a given day, as `YYYY-MM-DD`, with the
/// same months and days as `Day`'s pattern (a day that does not exist, such as 02-30, is
/// `format: date`'s to refuse).
public enum PastDayPattern {
    static let month = "(?:0[1-9]|1[0-2])"
    static let day = "(?:0[1-9]|[12][0-9]|3[01])"

    /// The pattern of the days up to `last`, anchored.
    public static func upTo(_ last: CalendarDay) -> String {
        var alternatives: [String] = []
        if last.year > 1 { alternatives.append("(?:\(range(1, last.year - 1, width: 4)))-\(month)-\(day)") }
        let year = padded(last.year, width: 4)
        if last.month > 1 { alternatives.append("\(year)-(?:\(range(1, last.month - 1, width: 2)))-\(day)") }
        alternatives.append("\(year)-\(padded(last.month, width: 2))-(?:\(range(1, last.day, width: 2)))")
        return "^(?:" + alternatives.joined(separator: "|") + ")$"
    }

    /// An alternation that matches exactly the `width`-digit numbers from `low` to `high`.
    static func range(_ low: Int, _ high: Int, width: Int) -> String {
        alternatives(digitsOf(low, width: width), digitsOf(high, width: width)).joined(separator: "|")
    }

    private static func digitsOf(_ number: Int, width: Int) -> [Int] {
        padded(number, width: width).map { Int(String($0)) ?? 0 }
    }

    /// The alternatives for the digit strings from `low` to `high`, of the same length.
    private static func alternatives(_ low: [Int], _ high: [Int]) -> [String] {
        guard let first = low.first, let last = high.first else { return [""] }
        let lowRest = Array(low.dropFirst()), highRest = Array(high.dropFirst())
        if first == last { return alternatives(lowRest, highRest).map { "\(first)" + $0 } }
        var found: [String] = []
        var from = first, to = last
        if lowRest.contains(where: { $0 != 0 }) {
            found += alternatives(lowRest, Array(repeating: 9, count: lowRest.count)).map { "\(first)" + $0 }
            from += 1
        }
        var tail: [String] = []
        if highRest.contains(where: { $0 != 9 }) {
            tail = alternatives(Array(repeating: 0, count: highRest.count), highRest).map { "\(last)" + $0 }
            to -= 1
        }
        if from <= to {
            found.append((from == to ? "\(from)" : "[\(from)-\(to)]") + String(repeating: "[0-9]", count: lowRest.count))
        }
        return found + tail
    }

    private static func padded(_ number: Int, width: Int) -> String {
        let text = String(number)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
