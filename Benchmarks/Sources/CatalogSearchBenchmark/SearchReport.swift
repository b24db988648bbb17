import Foundation

/// The timings of the benchmark's queries, by category.
struct SearchReport {
    private var milliseconds: [String: [Double]] = [:]
    private var found: [String: Int] = [:]

    mutating func record(_ query: SearchQuery, milliseconds elapsed: Double, found count: Int) {
        milliseconds[query.category, default: []].append(elapsed)
        found[query.category, default: 0] += count > 0 ? 1 : 0
    }

    /// `{"milliseconds": {category: [ms, …]}, "found": {category: queries that found a movie}}`.
    func json() throws -> String {
        struct Output: Encodable {
            let milliseconds: [String: [Double]]
            let found: [String: Int]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(Output(milliseconds: milliseconds, found: found)), as: UTF8.self)
    }
}
