import Foundation
import MoviesInterface
import MoviesSQLite

// Times catalog searches in-process, as `watchlist search` runs them: a search for the 20
// best matches and, when nothing matches, the 5 closest titles. Usage:
//
//   catalog-search-benchmark CATALOG QUERIES
//
// CATALOG is a catalog database that `watchlist catalog import` built; QUERIES holds one
// query a line, as `category<TAB>words`. Every query runs once untimed (so the pages it
// reads are in the cache, as after a first search), then once timed. Prints one JSON object:
// the milliseconds of each query by category, and how many queries found something.

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: catalog-search-benchmark CATALOG QUERIES\n".utf8))
    exit(64)
}

let queries: [SearchQuery]
let catalog: SQLiteMovieCatalog
do {
    queries = try SearchQuery.read(from: arguments[2])
    catalog = try SQLiteMovieCatalog.open(builtAt: arguments[1], orThrow: BenchmarkFailure("there is no catalog at \(arguments[1])"))
} catch {
    FileHandle.standardError.write(Data("catalog-search-benchmark: \(error)\n".utf8))
    exit(1)
}

var report = SearchReport()
do {
    for query in queries {
        _ = try await SearchRun.results(of: query.words, in: catalog)
    }
    let clock = ContinuousClock()
    for query in queries {
        var found = 0
        let elapsed = try await clock.measure {
            found = try await SearchRun.results(of: query.words, in: catalog)
        }
        report.record(query, milliseconds: elapsed.milliseconds, found: found)
    }
} catch {
    FileHandle.standardError.write(Data("catalog-search-benchmark: \(error)\n".utf8))
    exit(1)
}
print(try report.json())
