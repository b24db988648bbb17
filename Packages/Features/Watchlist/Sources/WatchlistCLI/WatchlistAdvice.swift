import WatchlistImportReaders
import WatchlistInterface

/// What to type next after an error of the Watchlist commands, in those commands (`add`,
/// `list`, `share`, `import`, `imports`, `export`). Every executable that offers them names itself, and
/// adds advice of its own before this.
public enum WatchlistAdvice {
    /// The advice for `error`, naming the commands as `executable` runs them, or `nil`.
    public static func advice(for error: any Error, invokedAs executable: String) -> String? {
        switch error {
        case WatchlistError.notSharedWithYou(let name):
            "Ask \(name) to run `\(executable) share YOUR-NAME --read`; `\(executable) share` lists the lists shared with you."
        case WatchlistError.readOnlyShare: "`\(executable) list --of NAME` still shows it."
        case WatchlistError.notSharedWith, WatchlistError.noSuchProfile: "`\(executable) share` lists your shares."
        case WatchlistError.notOnList(let id): "Add it with `\(executable) add \(id)`, or see your list with `\(executable) list`."
        case WatchlistError.noSuchImport: "`\(executable) imports` lists yours with their numbers."
        case WatchlistError.importAlreadyUndone: "`\(executable) imports` lists what is left to take back."
        case WatchlistError.noTitleIDLookup: "Import without --online: they are then matched by their exact title and numbers."
        case let error as ArchiveFileError: archive(error, executable: executable)
        case let error as NothingToContinue: "`\(executable) pick` without \(error.options.joined(separator: " and ")) picks a film too."
        default: nil
        }
    }

    private static func archive(_ error: ArchiveFileError, executable: String) -> String? {
        switch error {
        case .cannotWrite: "Choose another file with --output FILE, or write to standard output with --output -."
        case .invalidRow, .invalidMovie: "Correct that row, or remove it, and import again."
        case .tooLarge, .tooManyEntries, .inflatesPastLimit, .unknownFormat, .notTheFormat, .missingFiles, .notAnExport:
            "`\(executable) import --help` lists the exports it reads; --format \(ImportFormat.allCases.map(\.rawValue).joined(separator: "|")) says which one a file is."
        case .cannotRead, .newerVersion: nil
        }
    }
}
