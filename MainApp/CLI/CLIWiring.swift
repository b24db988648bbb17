import Foundation

/// Options that choose how the graph is built, so they are read before the command line
/// is parsed: `--catalog offline|tmdb` and `--timeout SECONDS`, anywhere before `--`.
struct GlobalOptions: Equatable {
    enum Catalog: String, CaseIterable {
        case offline, tmdb
    }

    var catalog: Catalog?
    var timeout: Duration?

    /// The options, and the command line without them.
    static func extract(from arguments: [String]) throws(GlobalOptionsError) -> (options: GlobalOptions, rest: [String]) {
        var options = GlobalOptions()
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                rest += arguments[index...]
                break
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            guard let name = parts.first, name == "--catalog" || name == "--timeout" else {
                rest.append(argument)
                index += 1
                continue
            }
            let value: String
            if parts.count == 2 {
                value = parts[1]
                index += 1
            } else {
                guard index + 1 < arguments.count else { throw .missingValue(name) }
                value = arguments[index + 1]
                index += 2
            }
            if name == "--catalog" {
                guard let catalog = Catalog(rawValue: value) else { throw .invalidCatalog(value) }
                options.catalog = catalog
            } else {
                guard let seconds = Double(value), seconds > 0, seconds <= 600 else { throw .invalidTimeout(value) }
                options.timeout = .milliseconds(Int((seconds * 1000).rounded(.up)))
            }
        }
        return (options, rest)
    }
}

/// A malformed global option.
enum GlobalOptionsError: Error, Equatable, CustomStringConvertible {
    case missingValue(String)
    case invalidCatalog(String)
    case invalidTimeout(String)

    var description: String {
        switch self {
        case .missingValue(let name): "\(name) needs a value; see watchlist --help"
        case .invalidCatalog(let value): "--catalog must be offline or tmdb, not \"\(value)\""
        case .invalidTimeout(let value): "--timeout must be a number of seconds above 0 and at most 600, not \"\(value)\""
        }
    }
}
