import AppComposition
import Auth
import AuthInterface
import CommandInjection
import IMDbDatasets
import Movies
import MoviesInterface
import MoviesTMDB
import Networking
import Scrobbling
import TMDB
import Storage
import WatchlistCLI

/// What `watchlist` tells a person to do after an error, in its own commands and options.
/// The features' errors say what happened, and each feature advises on its own commands;
/// this adds what only this executable knows (`--catalog`, `--timeout`, `remote`, the
/// environment), and a root test checks every command and option named here.
enum CLIErrorAdvice {
    static let advice = ErrorAdvice { error in
        own(error)
            ?? AuthAdvice.advice(for: error, invokedAs: "watchlist")
            ?? WatchlistAdvice.advice(for: error, invokedAs: "watchlist")
            ?? ScrobblingAdvice.advice(for: error, invokedAs: "watchlist")
            ?? MoviesAdvice.advice(for: error, invokedAs: "watchlist")
            ?? AppFeatures.all.lazy.compactMap { $0.advice(for: error, invokedAs: "watchlist") }.first
    }

    private static func own(_ error: any Error) -> String? {
        switch error {
        case let error as RemoteError: remote(error)
        case CatalogChoiceError.missingToken(let variable): "Set \(variable), or use --catalog offline."
        case CatalogChoiceError.notBuilt:
            "Build one from IMDb's datasets with `watchlist catalog build title.basics.tsv.gz ...`, or use --catalog offline."
        case let error as MovieCatalogError: error.remedy.map(catalog)
        case let error as TMDBError: error.remedy.map { catalog(MovieCatalogRemedy($0)) }
        case MovieServiceError.otherCatalog(let id, _): "Run the command with --catalog \(id.source == .tmdb ? "tmdb" : id.source == .imdb ? "imdb" : "offline")."
        case CatalogBuildError.cannotWrite:
            "Make room on that disk, or set WATCHLIST_CATALOG to a path on a disk with room, and run the import again."
        case HTTPClientError.timedOut: "Allow longer with --timeout SECONDS, or use --catalog offline."
        case is HTTPClientError: "Or use --catalog offline."
        case StorageError.notADatabase, StorageError.cannotOpen, StorageError.writtenByNewerVersion, StorageError.readOnly:
            "To use another database file, set WATCHLIST_DB to its path."
        default: nil
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
        case .rebuildCatalog: "Build it again with `watchlist catalog build FILE...`, or use --catalog offline."
        }
    }
}
