import Foundation
import Hummingbird

extension Request {
    /// The query's `query`: the words a search route looks for, read as a form sends them (a
    /// `+` is a space, `%2B` a plus sign); 400 when it is absent or only spaces, with `example`
    /// (`/v1/movies?query=WORDS`) as the way out.
    public func searchWords(example: String) throws(APIError) -> String {
        let fields = (uri.query ?? "").split(separator: "&").map { $0.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false) }
        let value = fields.first { $0.first == "query" }.map { $0.count > 1 ? String($0[1]) : "" }
        guard let words = value.map({ $0.replacingOccurrences(of: "+", with: " ") }).map({ $0.removingPercentEncoding ?? $0 }),
              !words.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw APIError(status: .badRequest, message: "give the words to search for: \(example)")
        }
        return words
    }

    /// The query's whole number `name`, within `range`; nil when absent, 400 when it is not
    /// one of them.
    public func integer(_ name: String, in range: ClosedRange<Int> = Int.min...Int.max) throws(APIError) -> Int? {
        guard let text = uri.queryParameters[Substring(name)] else { return nil }
        guard let value = Int(text), range.contains(value) else {
            let bounds = switch (range.lowerBound, range.upperBound) {
            case (Int.min, Int.max): ""
            case (let lower, Int.max): " from \(lower)"
            case (let lower, let upper): " from \(lower) to \(upper)"
            }
            throw APIError(status: .badRequest, message: "\(name) must be a number\(bounds), not \(text)")
        }
        return value
    }
}
