import AuthInterface
import CommandInjection
import MoviesInterface
import Watchlist
import WatchlistCLI
#if WatchlistDevAdapters
import Storage
#endif

/// What `watchlist-dev` tells a person to do after an error, in its own commands and options.
/// It has no `login`: its profile is the fixed "dev" one, unless `--signed-out` is given.
enum WatchlistDevErrorAdvice {
    static let advice = ErrorAdvice { error in
        switch error {
        case AuthError.notLoggedIn: "Run without --signed-out to be signed in as \"dev\"."
        case MovieCatalogError.notFound: "The fixture movies are fixture:1 to fixture:5."
        #if WatchlistDevAdapters
        case StorageError.notADatabase, StorageError.cannotOpen, StorageError.writtenByNewerVersion, StorageError.readOnly:
            "Use another file with --database PATH, or leave it out to work in memory."
        #endif
        default: WatchlistAdvice.advice(for: error, invokedAs: "watchlist-dev")
        }
    }
}
