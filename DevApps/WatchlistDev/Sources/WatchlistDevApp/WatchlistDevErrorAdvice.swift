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
        default: storage(error) ?? WatchlistAdvice.advice(for: error, invokedAs: "watchlist-dev")
        }
    }

    /// Only a build with the real adapters opens databases.
    private static func storage(_ error: any Error) -> String? {
        #if WatchlistDevAdapters
        StorageError.fileAdvice(for: error, option: "--database")
        #else
        nil
        #endif
    }
}
