import AuthInterface
import CommandInjection
import Storage
import MoviesInterface
import WatchlistInterface

/// What `watchlist-dev` tells a person to do after an error, in its own commands and options.
/// It has no `login`: its profile is the fixed "dev" one, unless `--signed-out` is given.
enum WatchlistDevErrorAdvice {
    static let advice = ErrorAdvice { error in
        switch error {
        case AuthError.notLoggedIn: "Run without --signed-out to be signed in as \"dev\"."
        case WatchlistError.notOnList(let id): "Add it with `watchlist-dev add \(id)`, or see your list with `watchlist-dev list`."
        case MovieCatalogError.notFound: "The fixture movies are fixture:1 to fixture:5."
        case ArchiveFileError.cannotWrite: "Choose another file with --output FILE, or write to standard output with --output -."
        case ArchiveFileError.cannotRead: nil
        case ArchiveFileError.invalidRow, ArchiveFileError.invalidFilm: "Correct that row, or remove it, and import again."
        case ArchiveFileError.tooLarge, ArchiveFileError.unknownFormat, ArchiveFileError.notTheFormat, ArchiveFileError.missingFiles, ArchiveFileError.notAnExport:
            "`watchlist-dev import --help` lists the exports it reads; --format letterboxd|imdb|trakt|json says which one a file is."
        case is ArchiveFileError: nil
        case StorageError.notADatabase, StorageError.cannotOpen, StorageError.writtenByNewerVersion, StorageError.readOnly:
            "Use another file with --database PATH, or leave it out to work in memory."
        default: nil
        }
    }
}
