import Foundation

/// One query of the benchmark's mix: what kind it is, and its words.
struct SearchQuery {
    let category: String
    let words: String

    /// The queries of a file with one `category<TAB>words` line each.
    static func read(from path: String) throws -> [SearchQuery] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try text.split(separator: "\n").map { line in
            let fields = line.split(separator: "\t", maxSplits: 1)
            guard fields.count == 2 else { throw BenchmarkFailure("\(path): not `category<TAB>words`: \(line)") }
            return SearchQuery(category: String(fields[0]), words: String(fields[1]))
        }
    }
}

/// Why the benchmark cannot run.
struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
