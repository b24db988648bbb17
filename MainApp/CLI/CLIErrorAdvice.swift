import AuthInterface
import CommandInjection
import MoviesInterface
import Networking
import Storage
import WatchlistInterface

/// What `watchlist` tells a person to do after an error, in its own commands and options.
/// The features' errors say what happened; this is the only place that knows this
/// executable's commands, and a root test checks every command and option named here.
enum CLIErrorAdvice {
    static let advice = ErrorAdvice { error in
        switch error {
        case let error as AuthError: auth(error)
        case let error as RemoteError: remote(error)
        case WatchlistError.notSharedWithYou(let name): "Ask \(name) to run `watchlist share YOUR-NAME --read`; `watchlist share` lists the lists shared with you."
        case WatchlistError.readOnlyShare: "`watchlist list --of NAME` still shows it."
        case WatchlistError.notSharedWith, WatchlistError.noSuchProfile: "`watchlist share` lists your shares."
        case WatchlistError.notOnList(let id): "Add it with `watchlist add \(id)`, or see your list with `watchlist list`."
        case ArchiveFileError.cannotWrite: "Choose another file with --output FILE, or write to standard output with --output -."
        case ArchiveFileError.cannotRead: nil
        case ArchiveFileError.invalidRow, ArchiveFileError.invalidFilm: "Correct that row, or remove it, and import again."
        case ArchiveFileError.tooLarge, ArchiveFileError.unknownFormat, ArchiveFileError.notTheFormat, ArchiveFileError.missingFiles, ArchiveFileError.notAnExport:
            "`watchlist import --help` lists the exports it reads; --format letterboxd|imdb|trakt|json says which one a file is."
        case is ArchiveFileError: nil
        case MovieCatalogError.notFound: "Find ids with `watchlist search WORDS`."
        case let error as MovieCatalogError: error.remedy.map(catalog)
        case MovieServiceError.otherCatalog(let id, _): "Run the command with --catalog \(id.source == .tmdb ? "tmdb" : id.source == .imdb ? "imdb" : "offline")."
        case CatalogImportError.interrupted: nil
        case CatalogImportError.cannotWrite:
            "Make room on that disk, or set WATCHLIST_CATALOG to a path on a disk with room, and run the import again."
        case is CatalogImportError: "See `watchlist catalog import --help` for the files it reads."
        case HTTPClientError.timedOut: "Allow longer with --timeout SECONDS, or use --catalog offline."
        case is HTTPClientError: "Or use --catalog offline."
        case StorageError.notADatabase, StorageError.cannotOpen, StorageError.writtenByNewerVersion, StorageError.readOnly:
            "To use another database file, set WATCHLIST_DB to its path."
        default: nil
        }
    }

    private static func auth(_ error: AuthError) -> String? {
        switch error {
        case .invalidCredentials: "Check both and try again, or create a profile with `watchlist signup NAME`."
        case .nameTaken: "Choose another name, or log in with `watchlist login NAME`."
        case .noPasswordInput, .passwordInputEnded: "Pipe the password in with --password-stdin."
        case .notLoggedIn: "Log in with `watchlist login NAME`, or create a profile with `watchlist signup NAME`."
        case .invalidName, .emptyPassword, .passwordTooShort, .passwordsDiffer: nil
        }
    }

    private static func remote(_ error: RemoteError) -> String? {
        switch error {
        case .unreachable: "Check that watchlist-server runs there (`watchlist remote status`), allow longer with --timeout SECONDS, or use this machine's list again with `watchlist remote logout`."
        case .sessionEnded: "Log in again with `watchlist remote login URL NAME`, or use this machine's list with `watchlist remote logout`."
        case .noSession: "Log in to a server with `watchlist remote login URL NAME`."
        case .unsupported: "Use it on this machine's list after `watchlist remote logout`."
        case .sessionFile: "Remove that file and log in again with `watchlist remote login URL NAME`."
        case .invalidServerAddress, .refused, .unexpectedAnswer: nil
        }
    }

    private static func catalog(_ remedy: MovieCatalogRemedy) -> String {
        switch remedy {
        case .allowLonger: "Allow longer with --timeout SECONDS, or use --catalog offline."
        case .checkCredential: "Create a token at themoviedb.org/settings/api, or use --catalog offline."
        case .tryAgain, .tryLater, .checkNetwork, .checkRequest: "Or use --catalog offline."
        case .rebuildCatalog: "Import it again with `watchlist catalog import FILE...`, or use --catalog offline."
        }
    }
}
