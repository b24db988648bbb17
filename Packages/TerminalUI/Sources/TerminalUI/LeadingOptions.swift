/// Splits a command line into leading options and the rest, for executables that must
/// read some options (a dev app's wiring) before they build the graph that the rest
/// (a subcommand) runs on: `movies-dev --catalog embedded search alien`.
public enum LeadingOptions {
    /// The leading run of `options` (each followed by a value, or written `--name=value`)
    /// and `flags` (no value), and everything after it.
    public static func split(_ arguments: [String], options: Set<String>, flags: Set<String> = []) -> (leading: [String], rest: [String]) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            if flags.contains(argument) {
                index += 1
            } else if options.contains(name) {
                index += argument.contains("=") ? 1 : 2
            } else {
                break
            }
        }
        let end = min(index, arguments.count)
        return (Array(arguments[..<end]), Array(arguments[end...]))
    }
}
